### المسرد (من مسرد المشروع؛ احفظ هذه الكلمات في كل ملفات العربية)
### المقعد فاعلًا في جملة: أنت، خويّك، اللي على يمينك، اللي على يسارك؛ وبجانب الورقة على الشاشة
###   فقط: أنت، خويّك، يمينك، يسارك (seat-*-label). الفريقان: لنا / لهم.
### الأوراق: سبيت، هاص، ديمن، شريا؛ إكة، شايب، بنت، ولد، عشرة، تسعة، ثمانية، سبعة؛
###   الحكم؛ الورقة المكشوفة. كتابة واحدة لكل كلمة: إكة (لا أكه ولا إكَه)، ولا تطويل داخل الكلمات.
### النداءات: بس (وفي الدور الثاني: ولا)، حكم، حكم ثاني، صن، أشكل، قبلك، دبل، ثري، فور، قهوة؛
###   مقفل / مفتوح. الخيارات المعروضة: «… أو …» وليس «ولا» لأنها نداء البس.
### اللعب: أكلة؛ يبدأ، يلعب من اللون، يدق بالحكم، يعلّي. المشاريع: سرا، خمسين، مية، أربعمية؛
###   بلوت؛ كبوت. الحساب: المشترون كسبوا / خسروا؛ أبناط / بنط.
### الكتابة: احفظ الشدة والتنوين؛ أسماء المفاتيح بالعربية داخل الجمل العربية (الهروب، الإدخال).
### صيغة المخاطبة (docs/words.md): { $seat-is-me } هو yes (أنت)، no (كلمة مقعد: خويّك…)، أو صيغة
###   اللاعب المسمّى: feminine (نورة لعبت)، masculine (بدر لعب)، unspecified (بلا فعل يكشف الجنس،
###   كما يقولها المسجّل: «نورة: بنت ديمن»، «نورة: حكم، سبعة سبيت»). و{ $you } صيغة المستمع نفسه:
###   feminine (أنتِ لعبتِ، تبين، قولي) وإلا الصيغة العامة. { $name-form } لاسم لاعب في الجملة.

## الأوراق والمقاعد والفرق. المقاعد تُسمّى من مكان المستمع على الطاولة.

rank-7 = سبعة
rank-8 = ثمانية
rank-9 = تسعة
rank-T = عشرة
rank-J = ولد
rank-Q = بنت
rank-K = شايب
rank-A = إكة

suit-S = سبيت
suit-H = هاص
suit-D = ديمن
suit-C = شريا
# اسم اللون بعد العدد
suit-short-S = سبيت
suit-short-H = هاص
suit-short-D = ديمن
suit-short-C = شريا
# أشكال ترسم بجانب الحروف حتى لا يكون اللون هو الدليل الوحيد
suit-symbol-S = ♠
suit-symbol-H = ♥
suit-symbol-D = ♦
suit-symbol-C = ♣
rank-label-7 = 7
rank-label-8 = 8
rank-label-9 = 9
rank-label-T = 10
# كما هي مطبوعة على الأوراق نفسها
rank-label-J = J
rank-label-Q = Q
rank-label-K = K
rank-label-A = A

card = { $rank } { $suit }
card-list = { $cards }
# ورقة من يدك حين يصلها المؤشر، إذا كانت حكمًا
card-trump = { $card }، حكم
# سرا من لون واحد، واللون يُقال مرة واحدة: «سبعة، ثمانية وتسعة هاص»
cards-in-suit = { $ranks } { $suit }
list-separator = ،{" "}و
list-and = { $first } و{ $last }
# الخيارات المعروضة: «بس، حكم أو صن» (لا «ولا»: هي نداء البس في الدور الثاني)
list-or = { $first } أو { $last }
none = ولا شي

# المقعد في جملة منطوقة؛ والاسم القصير (label) يُكتب بجانب الورقة على الشاشة
seat-me = أنت
seat-right = اللِّي على يمينك
seat-across = خويّك
seat-left = اللِّي على يسارك
seat-me-label = أنت
seat-right-label = يمينك
seat-across-label = خويّك
seat-left-label = يسارك
seat-me-object = أنت
seat-right-object = اللِّي على يمينك
seat-across-object = خويّك
seat-left-object = اللِّي على يسارك
# جمل الأكلة في سطر واحد (السطر المختصر): اللي بينها، واسم المقعد إذا بدأت فيه جملة بعد الأولى
clause-separator = ،{" "}و
seat-me-inline = { seat-me }
seat-right-inline = { seat-right }
seat-across-inline = { seat-across }
seat-left-inline = { seat-left }

team-us = لنا
team-them = لهم
team-us-subject = فريقنا
team-them-subject = الفريق الخصم

## سرد أحداث اللعب

dealt = جولة جديدة. { $dealer-is-me ->
        [yes] { $you ->
            [feminine] أنتِ الموزعة.
           *[other] أنت الموزع.
        }
        [feminine] الموزعة { $dealer }.
        [unspecified] التوزيع من { $dealer }.
       *[other] الموزع { $dealer }.
    } الورقة المكشوفة { $land }.
offered-me = دورك في الشراء: { $calls }.
offered-other = الخيار عند { $seat }: { $calls }.
call-made = { $seat }: { $call }.
# نداء يسمّي لونًا: فعل وفاعل حقيقي («أنت تختار الحكم: ديمن.»)
call-made-suit = { $kind ->
        [choose_trump] { $seat-is-me ->
            [yes] { $you ->
                [feminine] أنتِ تختارين الحكم: { $suit }.
               *[other] أنت تختار الحكم: { $suit }.
            }
            [feminine] { $seat } تختار الحكم: { $suit }.
            [unspecified] { $seat }: الحكم { $suit }.
           *[other] { $seat } يختار الحكم: { $suit }.
        }
        [choose] { $seat-is-me ->
            [yes] { $you ->
                [feminine] أنتِ تاخذين، والحكم { $suit }.
               *[other] أنت تاخذ، والحكم { $suit }.
            }
            [feminine] { $seat } تاخذ، والحكم { $suit }.
            [unspecified] { $seat }: شرا، والحكم { $suit }.
           *[other] { $seat } ياخذ، والحكم { $suit }.
        }
       *[other] { $seat-is-me ->
            [yes] { $you ->
                [feminine] أنتِ تقولين { $call }، والحكم { $suit }.
               *[other] أنت تقول { $call }، والحكم { $suit }.
            }
            [feminine] { $seat } تقول { $call }، والحكم { $suit }.
            [unspecified] { $seat }: { $call }، والحكم { $suit }.
           *[other] { $seat } يقول { $call }، والحكم { $suit }.
        }
    }
call-made-locked = { $seat }: { $call }، { $locked ->
        [yes] مقفل
       *[no] مفتوح
    }.
raised-gahwa = { $seat }: قهوة! اللِّي يكسب هذي الجولة يكسب الصكة.
contract-set = خلص الشراء: { $contract }.
contract-hokum = حكم { $trump }، { $buyer-is-me ->
        [yes] شراك
       *[other] شرا { $buyer }
    }
contract-hokum-untold = حكم، والحكم ما تسمّى للحين، { $buyer-is-me ->
        [yes] شراك
       *[other] شرا { $buyer }
    }
contract-sun = صن، { $buyer-is-me ->
        [yes] شراك
       *[other] شرا { $buyer }
    }
contract-ashkal = صن بالأشكل، { $buyer-is-me ->
        [yes] شراك
       *[other] شرا { $buyer }
    }، { $land-to-is-me ->
        [yes] والمكشوفة لك
       *[other] والمكشوفة تروح إلى { $land-to }
    }
contract-times = { $multiplier ->
        [2] دَبَل
        [3] ثْرِي
        [4] فُور
       *[other] { $multiplier } أضعاف
    }
contract-open = مفتوح
# حكم لم يدبله أحد: مفتوح أصلًا، لا داعي لقوله
contract-open-undoubled = {""}
contract-locked = مقفل
contract-gahwa = قهوة
thrown-in-all-passed = الكل قال بس. نوزّع من جديد.
thrown-in-boshat = { $seat }: بوشات، يد كلها أوراق صغيرة. نوزّع من جديد.
deal-completed = { $seat-is-me ->
        [yes] { $you ->
            [feminine] أنتِ أخذتِ الورقة المكشوفة.
           *[other] أنت أخذت الورقة المكشوفة.
        }
        [feminine] { $seat } أخذت الورقة المكشوفة.
        [unspecified] الورقة المكشوفة صارت عند { $seat }.
       *[other] { $seat } أخذ الورقة المكشوفة.
    } وتتوزع باقي الأوراق.
deal-completed-hand = معك { $count ->
        [zero] ولا ورقة
        [one] ورقة وحدة
        [two] ورقتين
        [few] { $count } أوراق
        [many] { $count } ورقة
       *[other] { $count } ورقة
    }.
projects-announced = { $seat-is-me ->
        [yes] { $you ->
            [feminine] أنتِ أعلنتِ
           *[other] أنت أعلنت
        }
        [feminine] { $seat } أعلنت
        [unspecified] مشاريع { $seat }:
       *[other] { $seat } أعلن
    } { $projects }.
# الفريق الذي تنحسب مشاريعه، ثم كل مشروع مكشوف في جملة
projects-shown = { $winners ->
        [us] مشاريعنا هي اللِّي تنحسب.
       *[them] مشاريعهم هي اللِّي تنحسب.
    } { $projects }
shown-project = { $seat-is-me ->
        [yes] { $you ->
            [feminine] أنتِ تكشفين
           *[other] أنت تكشف
        }
        [feminine] { $seat } تكشف
        [unspecified] عند { $seat }
       *[other] { $seat } يكشف
    } { $project }: { $cards }.
baloot-announced = { $seat }: بلوت، { $points ->
        [zero] بلا نقاط
        [one] نقطة وحدة
        [two] نقطتين
        [few] { $points } نقاط
        [many] { $points } نقطة
       *[other] { $points } نقطة
    }.
akka-called = { $seat }: إكة، { $card } أعلى ما بقي في لونها.
sawa-claimed = { $seat-is-me ->
        [yes] { $you ->
            [feminine] أنتِ طلبتِ كل الأكلات الباقية: سوا.
           *[other] أنت طلبت كل الأكلات الباقية: سوا.
        }
        [feminine] { $seat } طلبت كل الأكلات الباقية: سوا.
        [unspecified] { $seat }: سوا، كل الأكلات الباقية.
       *[other] { $seat } طلب كل الأكلات الباقية: سوا.
    } تنلعب الأوراق لين النهاية.
card-led = { $seat-is-me ->
        [yes] { $you ->
            [feminine] أنتِ بديتِ ب{ $card }.
           *[other] أنت بديت ب{ $card }.
        }
        [feminine] { $seat } بدأت ب{ $card }.
        [unspecified] { $seat }: { $card }، بداية الأكلة.
       *[other] { $seat } بدأ ب{ $card }.
    }
card-played = { $seat-is-me ->
        [yes] { $you ->
            [feminine] أنتِ لعبتِ { $card }.
           *[other] أنت لعبت { $card }.
        }
        [feminine] { $seat } لعبت { $card }.
        [unspecified] { $seat }: { $card }.
       *[other] { $seat } لعب { $card }.
    }
card-cut = { $seat-is-me ->
        [yes] { $you ->
            [feminine] أنتِ دقّيتِ ب{ $card }.
           *[other] أنت دقّيت ب{ $card }.
        }
        [feminine] { $seat } دقّت ب{ $card }.
        [unspecified] { $seat }: حكم، { $card }.
       *[other] { $seat } دقّ ب{ $card }.
    }
trick-won = { $seat-is-me ->
        [yes] { $you ->
            [feminine] أنتِ أكلتِ الأكلة
           *[other] أنت أكلت الأكلة
        }
        [feminine] { $seat } أكلت الأكلة
        [unspecified] { $seat }: الأكلة
       *[other] { $seat } أكل الأكلة
    }{ $seat-is-me ->
        [unspecified] ،{" "}
       *[other] :{" "}
    }{ $points ->
        [zero] ما فيها أبناط
        [one] بنط واحد
        [two] بنطين
        [few] { $points } أبناط
        [many] { $points } بنطًا
       *[other] { $points } بنط
    }.
trick-won-last = { $seat-is-me ->
        [yes] { $you ->
            [feminine] أنتِ أكلتِ الأكلة الأخيرة
           *[other] أنت أكلت الأكلة الأخيرة
        }
        [feminine] { $seat } أكلت الأكلة الأخيرة
        [unspecified] { $seat }: الأكلة الأخيرة
       *[other] { $seat } أكل الأكلة الأخيرة
    }{ $seat-is-me ->
        [unspecified] ،{" "}
       *[other] :{" "}
    }{ $points ->
        [zero] ما فيها أبناط
        [one] بنط واحد
        [two] بنطين
        [few] { $points } أبناط
        [many] { $points } بنطًا
       *[other] { $points } بنط
    } مع الأرض.
your-turn = دورك.
your-turn-lead = دورك تبدأ.
your-turn-follow = دورك، المطلوب { $led }.

## نتيجة الجولة

outcome-made = المشترين كسبوا.
outcome-fell = المشترين خسروا: الخصم ياخذ نقاط الجولة كلها.
outcome-equal = المجموع متساوي: كل فريق ياخذ نقاطه.
outcome-kaboot = كبوت: فريق أكل كل الأكلات.
outcome-reverse_kaboot = كبوت مقلوب.
outcome-thrown_in = الجولة انلغت.
outcome-litige = تعادل: المجموع متساوي، والنقاط معلّقة.
outcome-capot = كبوت: فريق أكل كل الأكلات.
outcome-qaid = انتهت الجولة بقيد.
round-team-line = { $team }: { $tricks ->
        [zero] ولا أكلة
        [one] أكلة وحدة
        [two] أكلتين
        [few] { $tricks } أكلات
        [many] { $tricks } أكلة
       *[other] { $tricks } أكلة
    }؛ الأبناط { $abnat } (تنحسب { $card-points })، المشاريع { $projects }، البلوت { $baloot }؛ المسجَّل { $points }.
match-scored = نتيجة الصكة: لنا { $us }، لهم { $them }.
match-scored-held = { $held ->
        [zero] ما فيه نقاط معلّقة
        [one] نقطة وحدة معلّقة
        [two] نقطتين معلّقة
        [few] { $held } نقاط معلّقة
        [many] { $held } نقطة معلّقة
       *[other] { $held } نقطة معلّقة
    } للجولة الجاية.
match-won = { $winner ->
        [us] كسبنا الصكة، { $us } مقابل { $them }!
       *[them] كسبوا الصكة، { $them } مقابل { $us }.
    }
match-won-gahwa = { $winner ->
        [us] كسبنا الصكة بالقهوة!
       *[them] كسبوا الصكة بالقهوة.
    }

## أجوبة أسئلة اللاعب

hand-summary = { $count ->
        [0] يدك فاضية.
        [one] ورقة وحدة: { $suits }.
        [two] ورقتين: { $suits }.
        [few] { $count } أوراق: { $suits }.
        [many] { $count } ورقة: { $suits }.
       *[other] { $count } ورقة: { $suits }.
    }
hand-suit-group = { $count ->
        [0] { $suit }: ولا ورقة
        [one] { $suit-one }: ورقة وحدة،
        [two] { $suit }: ورقتين،
        [few] { $suit }: { $count } أوراق،
        [many] { $suit }: { $count } ورقة،
       *[other] { $suit }: { $count } ورقة،
    } { $ranks }
suit-cards = { $count ->
        [0] ما عندك { $suit }.
       *[other] { $suit }: { $ranks }.
    }
trick-empty = ما انلعبت ولا ورقة في الأكلة للحين.
trick-now = الأكلة { $number }: { $plays }.
trick-play = { $seat-is-me ->
        [yes] { $you ->
            [feminine] أنتِ لعبتِ { $card }
           *[other] أنت لعبت { $card }
        }
        [feminine] { $seat } لعبت { $card }
        [unspecified] { $seat }: { $card }
       *[other] { $seat } لعب { $card }
    }
trick-winning = { $seat-is-me ->
        [yes] الأكلة لك للحين.
       *[other] الأكلة مع { $seat } للحين.
    }
score-now = الصكة: لنا { $us }، لهم { $them }، واللعب لين { $target }.
turn-me = دورك.
trick-taken = الأكلة { $number }: { $plays }؛ { $seat-is-me ->
        [yes] { $you ->
            [feminine] أنتِ أكلتيها
           *[other] أنت أكلتها
        }
        [feminine] { $seat } أكلتها
        [unspecified] راحت ل{ $seat }
       *[other] { $seat } أكلها
    }، { $points ->
        [zero] ما فيها أبناط
        [one] بنط واحد
        [two] بنطين
        [few] { $points } أبناط
        [many] { $points } بنطًا
       *[other] { $points } بنط
    }.
trick-next-empty = ما انلعبت ولا ورقة في الأكلة { $number } للحين.
turn-me-lead = دورك تبدأ.
turn-me-follow = دورك، المطلوب { $led }.
turn-me-call = دورك في الشراء: { $calls }.
turn-other = ننتظر { $seat }.
turn-none = ما على أحد الدور الحين.
tricks-taken = أكلات هذي الجولة: لنا { $us }، لهم { $them }.
calls-none = ما أحد قال شي للحين في هذي الجولة.
calls-list = الشرا للحين: { $calls }.
call-entry = { $call } من { $seat }
contract-none = ما أحد اشترى للحين. الورقة المكشوفة { $land }.
contract-now = { $contract }.
projects-none = ما أحد أعلن مشاريع.
# مشاريعك التي لم تُعلن بعد: اللعبة تعلنها مع أول ورقة تلعبها
projects-mine = { $you ->
        [feminine] عندك { $projects }، والإعلان مع أول ورقة تلعبينها.
       *[other] عندك { $projects }، والإعلان مع أول ورقة تلعبها.
    }
project-held = { $project } ({ $cards })
projects-list = المشاريع: { $projects }.
projects-list-shown = المشاريع: { $projects }
project-entry = { $seat }: { $projects }
land-now = الورقة المكشوفة { $land }.
refusal-none = ما انرفضت ولا ورقة.
card-refused = ممنوع: { $reason }

## عناصر اليد

hand-entry-card = { $card }، { $position } من { $count }
hand-entry-card-suit = { $suit }، { $count ->
        [0] ولا ورقة
        [one] ورقة وحدة
        [two] ورقتين
        [few] { $count } أوراق
        [many] { $count } ورقة
       *[other] { $count } ورقة
    }: { $card }
zone-hand = ورقك: { $hand }
zone-calls = خيارات الشرا: { $call }
zone-no-calls = ما فيه خيارات شرا الحين. ورقك: { $hand }
hand-empty = ما عندك ورق.
suit-empty = ما عندك { $suit }

## المشاريع

project-sira = سرا
project-fifty = خمسين
project-hundred = مية
project-four_hundred = أربعمية

## التعليق المختصر (إعداد «مختصر»): كلمات أقل للأحداث نفسها

trick-won-brief = { $seat-is-me ->
        [yes] { $you ->
            [feminine] أنتِ أكلتِ الأكلة.
           *[other] أنت أكلت الأكلة.
        }
        [feminine] { $seat } أكلت الأكلة.
        [unspecified] { $seat }: الأكلة.
       *[other] { $seat } أكل الأكلة.
    }
trick-won-last-brief = { $seat-is-me ->
        [yes] { $you ->
            [feminine] أنتِ أكلتِ الأكلة الأخيرة.
           *[other] أنت أكلت الأكلة الأخيرة.
        }
        [feminine] { $seat } أكلت الأكلة الأخيرة.
        [unspecified] { $seat }: الأكلة الأخيرة.
       *[other] { $seat } أكل الأكلة الأخيرة.
    }
your-turn-follow-brief = دورك، { $led }.
akka-called-brief = { $seat }: إكة، { $card }.
raised-gahwa-brief = { $seat }: قهوة!
sawa-claimed-brief = { $seat }: سوا.
list-or-separator = {" "}أو{" "}
list-group-separator = ؛{" "}و

## طاولات القيد: القيد وحكمه في سطر واحد (من قيّد على مين، الحكم وسببه، وكم يسجّل).
## الأكلات تُعدّ من 1.

qaid-called = { $seat-is-me ->
        [yes] { $you ->
            [feminine] أنتِ تقيّدين
           *[other] أنت تقيّد
        }
        [feminine] { $seat } تقيّد
        [unspecified] قيد من { $seat }
       *[other] { $seat } يقيّد
    } { $accused-is-me ->
        [yes] عليك.
       *[other] على { $accused }.
    }
qaid-proven = القيد صحيح: { $rule ->
        [must_follow_suit] { $accused-is-me ->
            [yes] { $you ->
                [feminine] أنتِ قطعتِ { $led } في الأكلة { $crime-trick }، ولعبتِ { $proof } في الأكلة { $proof-trick }.
               *[other] أنت قطعت { $led } في الأكلة { $crime-trick }، ولعبت { $proof } في الأكلة { $proof-trick }.
            }
            [feminine] { $accused } قطعت { $led } في الأكلة { $crime-trick }، ولعبت { $proof } في الأكلة { $proof-trick }.
            [unspecified] على { $accused }: القطع في { $led } بالأكلة { $crime-trick }، والدليل { $proof } نزلت في الأكلة { $proof-trick }.
           *[other] { $accused } قطع { $led } في الأكلة { $crime-trick }، ولعب { $proof } في الأكلة { $proof-trick }.
        }
        [must_trump] { $accused-is-me ->
            [yes] { $you ->
                [feminine] أنتِ ما دقّيتِ بالحكم في الأكلة { $crime-trick }، ولعبتِ { $proof } في الأكلة { $proof-trick }.
               *[other] أنت ما دقّيت بالحكم في الأكلة { $crime-trick }، ولعبت { $proof } في الأكلة { $proof-trick }.
            }
            [feminine] { $accused } ما دقّت بالحكم في الأكلة { $crime-trick }، ولعبت { $proof } في الأكلة { $proof-trick }.
            [unspecified] على { $accused }: عدم الدق بالحكم في الأكلة { $crime-trick }، والدليل { $proof } نزلت في الأكلة { $proof-trick }.
           *[other] { $accused } ما دقّ بالحكم في الأكلة { $crime-trick }، ولعب { $proof } في الأكلة { $proof-trick }.
        }
        [must_overtrump] { $accused-is-me ->
            [yes] { $you ->
                [feminine] أنتِ ما علّيتِ بالحكم في الأكلة { $crime-trick }، ولعبتِ { $proof } في الأكلة { $proof-trick }.
               *[other] أنت ما علّيت بالحكم في الأكلة { $crime-trick }، ولعبت { $proof } في الأكلة { $proof-trick }.
            }
            [feminine] { $accused } ما علّت بالحكم في الأكلة { $crime-trick }، ولعبت { $proof } في الأكلة { $proof-trick }.
            [unspecified] على { $accused }: عدم التعلية بالحكم في الأكلة { $crime-trick }، والدليل { $proof } نزلت في الأكلة { $proof-trick }.
           *[other] { $accused } ما علّى بالحكم في الأكلة { $crime-trick }، ولعب { $proof } في الأكلة { $proof-trick }.
        }
        [must_overtake] { $accused-is-me ->
            [yes] { $you ->
                [feminine] أنتِ ما علّيتِ في { $led } في الأكلة { $crime-trick }، ولعبتِ { $proof } في الأكلة { $proof-trick }.
               *[other] أنت ما علّيت في { $led } في الأكلة { $crime-trick }، ولعبت { $proof } في الأكلة { $proof-trick }.
            }
            [feminine] { $accused } ما علّت في { $led } في الأكلة { $crime-trick }، ولعبت { $proof } في الأكلة { $proof-trick }.
            [unspecified] على { $accused }: عدم التعلية في { $led } بالأكلة { $crime-trick }، والدليل { $proof } نزلت في الأكلة { $proof-trick }.
           *[other] { $accused } ما علّى في { $led } في الأكلة { $crime-trick }، ولعب { $proof } في الأكلة { $proof-trick }.
        }
        [locked_no_trump_lead] { $accused-is-me ->
            [yes] { $you ->
                [feminine] أنتِ بديتِ بالحكم واللعب مقفل في الأكلة { $crime-trick }، ولعبتِ { $proof } في الأكلة { $proof-trick }.
               *[other] أنت بديت بالحكم واللعب مقفل في الأكلة { $crime-trick }، ولعبت { $proof } في الأكلة { $proof-trick }.
            }
            [feminine] { $accused } بدأت بالحكم واللعب مقفل في الأكلة { $crime-trick }، ولعبت { $proof } في الأكلة { $proof-trick }.
            [unspecified] على { $accused }: البدء بالحكم واللعب مقفل في الأكلة { $crime-trick }، والدليل { $proof } نزلت في الأكلة { $proof-trick }.
           *[other] { $accused } بدأ بالحكم واللعب مقفل في الأكلة { $crime-trick }، ولعب { $proof } في الأكلة { $proof-trick }.
        }
        [akka_not_highest] { $accused-is-me ->
            [yes] { $you ->
                [feminine] أنتِ قلتِ إكة على { $crime } في الأكلة { $crime-trick }، و{ $proof } نزلت في الأكلة { $proof-trick }.
               *[other] أنت قلت إكة على { $crime } في الأكلة { $crime-trick }، و{ $proof } نزلت في الأكلة { $proof-trick }.
            }
            [feminine] { $accused } قالت إكة على { $crime } في الأكلة { $crime-trick }، و{ $proof } نزلت في الأكلة { $proof-trick }.
            [unspecified] على { $accused }: إكة غلط على { $crime } في الأكلة { $crime-trick }، والدليل { $proof } نزلت في الأكلة { $proof-trick }.
           *[other] { $accused } قال إكة على { $crime } في الأكلة { $crime-trick }، و{ $proof } نزلت في الأكلة { $proof-trick }.
        }
       *[other] { $accused-is-me ->
            [yes] { $you ->
                [feminine] أنتِ قلتِ سوا في الأكلة { $crime-trick }، والأكلة { $proof-trick } راحت للفريق الخصم.
               *[other] أنت قلت سوا في الأكلة { $crime-trick }، والأكلة { $proof-trick } راحت للفريق الخصم.
            }
            [feminine] { $accused } قالت سوا في الأكلة { $crime-trick }، والأكلة { $proof-trick } راحت للفريق الثاني.
            [unspecified] على { $accused }: سوا غلط في الأكلة { $crime-trick }، والأكلة { $proof-trick } راحت للفريق الثاني.
           *[other] { $accused } قال سوا في الأكلة { $crime-trick }، والأكلة { $proof-trick } راحت للفريق الثاني.
        }
    }
qaid-not-proven = القيد غلط: { $proof } في الأكلة { $proof-trick } ما تثبت أي غلط في { $crime } من الأكلة { $crime-trick }.
# الجرم المذكور في الحكم: ورقة، أو سوا
qaid-crime-card = { $card }
qaid-crime-sawa = السوا
qaid-score = { $penalty ->
        [redeal] بدون نقاط: يُعاد التوزيع.
       *[other] { $winners ->
            [us] نسجّل { $points }.
           *[them] يسجّلون { $points }.
        }
    }
