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
none = لا شيء

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
        [yes] أنت الموزع.
       *[no] الموزع { $dealer }.
    } الورقة المكشوفة { $land }.
offered-me = دورك في الشراء: { $calls }.
offered-other = الخيار عند { $seat }: { $calls }.
call-made = { $seat }: { $call }.
# نداء يسمّي لونًا: فعل وفاعل حقيقي («أنت تختار الحكم: ديمن.»)
call-made-suit = { $kind ->
        [choose_trump] { $seat-is-me ->
            [yes] أنت تختار الحكم
            [person] الحكم من اختيار { $seat }
           *[no] { $seat } يختار الحكم
        }: { $suit }.
        [choose] { $seat-is-me ->
            [yes] أنت تأخذ
            [person] الأخذ من { $seat }
           *[no] { $seat } يأخذ
        }، والحكم { $suit }.
       *[other] { $seat-is-me ->
            [yes] أنت تقول
            [person] نداء { $seat }:
           *[no] { $seat } يقول
        } { $call }، والحكم { $suit }.
    }
call-made-locked = { $seat }: { $call }، { $locked ->
        [yes] مقفل
       *[no] مفتوح
    }.
raised-gahwa = { $seat }: قهوة! اللِّي يكسب هذي الجولة يكسب الصكة.
contract-set = الشراء: { $contract }.
contract-hokum = حكم { $trump }، والمشتري { $buyer }
contract-hokum-untold = حكم، والحكم ما تسمّى للحين، والمشتري { $buyer }
contract-sun = صن، والمشتري { $buyer }
contract-ashkal = صن بالأشكل، والمشتري { $buyer }، والمكشوفة تروح إلى { $land-to }
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
        [yes] أنت أخذت الورقة المكشوفة.
        [person] الورقة المكشوفة راحت ل{ $seat }.
       *[no] { $seat } أخذ الورقة المكشوفة.
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
        [yes] أنت أعلنت
        [person] مشاريع { $seat }:
       *[no] { $seat } أعلن
    } { $projects }.
# الفريق الذي تنحسب مشاريعه، ثم كل مشروع مكشوف في جملة
projects-shown = { $winners ->
        [us] مشاريعنا هي اللِّي تنحسب.
       *[them] مشاريعهم هي اللِّي تنحسب.
    } { $projects }
shown-project = { $seat-is-me ->
        [yes] أنت تكشف
        [person] عند { $seat }
       *[no] { $seat } يكشف
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
        [yes] أنت طلبت كل الأكلات الباقية
        [person] سوا من { $seat }، يعني كل الأكلات الباقية
       *[no] { $seat } طلب كل الأكلات الباقية
    }: سوا. تنلعب الأوراق لين النهاية.
# [person]: لاعب باسمه عبر الإنترنت؛ الجملة بلا فعل، فالفعل يكشف جنس اللاعب
card-led = { $seat-is-me ->
        [yes] أنت بديت
        [person] بدأت الأكلة من { $seat }
       *[no] { $seat } بدأ
    } ب{ $card }.
card-played = { $seat-is-me ->
        [yes] أنت لعبت { $card }
        [person] نزلت من { $seat } { $card }
       *[no] { $seat } لعب { $card }
    }.
card-cut = { $seat-is-me ->
        [yes] أنت دقّيت ب{ $card }
        [person] نزل حكم من { $seat }: { $card }
       *[no] { $seat } دقّ ب{ $card }
    }.
trick-won = { $seat-is-me ->
        [yes] أنت أكلت الأكلة
        [person] راحت الأكلة ل{ $seat }
       *[no] { $seat } أكل الأكلة
    }: { $points ->
        [zero] ما فيها أبناط
        [one] بنط واحد
        [two] بنطين
        [few] { $points } أبناط
        [many] { $points } بنطًا
       *[other] { $points } بنط
    }.
trick-won-last = { $seat-is-me ->
        [yes] أنت أكلت الأكلة الأخيرة
        [person] راحت الأكلة الأخيرة ل{ $seat }
       *[no] { $seat } أكل الأكلة الأخيرة
    }: { $points ->
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

outcome-made = المشترون كسبوا.
outcome-fell = المشترون خسروا: الخصم يسجّل نقاط الجولة كلها.
outcome-equal = المجموع متساوٍ: كل فريق يأخذ نقاطه.
outcome-kaboot = كبوت: فريق أكل كل الأكلات.
outcome-reverse_kaboot = كبوت مقلوب.
outcome-thrown_in = الجولة انلغت.
outcome-litige = تعادل: المجموع متساوٍ، والنقاط معلّقة.
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
        [yes] أنت لعبت { $card }
        [person] نزلت من { $seat } { $card }
       *[no] { $seat } لعب { $card }
    }
trick-winning = { $seat-is-me ->
        [yes] الأكلة لك للحين.
        [person] الأكلة مع { $seat } للحين.
       *[no] الأكلة مع { $seat } للحين.
    }
score-now = الصكة: لنا { $us }، لهم { $them }، واللعب لين { $target }.
turn-me = دورك.
trick-taken = الأكلة { $number }: { $plays }؛ { $seat-is-me ->
        [yes] أنت أكلتها
        [person] راحت ل{ $seat }
       *[no] { $seat } أكلها
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
calls-none = ما أحد نادى للحين في هذي الجولة.
calls-list = النداءات: { $calls }.
call-entry = { $call } من { $seat }
contract-none = ما أحد اشترى للحين. الورقة المكشوفة { $land }.
contract-now = { $contract }.
projects-none = ما أحد أعلن مشاريع.
# مشاريعك التي لم تُعلن بعد: اللعبة تعلنها مع أول ورقة تلعبها
projects-mine = عندك { $projects }، والإعلان مع أول ورقة تلعبها.
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
zone-calls = نداؤك: { $call }
zone-no-calls = ما عندك نداء الحين. ورقك: { $hand }
hand-empty = ما عندك ورق.
suit-empty = ما عندك { $suit }

## المشاريع

project-sira = سرا
project-fifty = خمسين
project-hundred = مية
project-four_hundred = أربعمية

## التعليق المختصر (إعداد «مختصر»): كلمات أقل للأحداث نفسها

trick-won-brief = { $seat-is-me ->
        [yes] أنت أكلت الأكلة
        [person] راحت الأكلة ل{ $seat }
       *[no] { $seat } أكل الأكلة
    }.
trick-won-last-brief = { $seat-is-me ->
        [yes] أنت أكلت الأكلة الأخيرة
        [person] راحت الأكلة الأخيرة ل{ $seat }
       *[no] { $seat } أكل الأكلة الأخيرة
    }.
your-turn-follow-brief = دورك، { $led }.
akka-called-brief = { $seat }: إكة، { $card }.
raised-gahwa-brief = { $seat }: قهوة!
sawa-claimed-brief = { $seat }: سوا.
list-or-separator = {" "}أو{" "}
list-group-separator = ؛{" "}و

## طاولات القيد: القيد وحكمه في سطر واحد (من قيّد على مين، الحكم وسببه، وكم يسجّل).
## الأكلات تُعدّ من 1.

qaid-called = { $seat-is-me ->
        [yes] أنت تقيّد
        [person] قيد من { $seat }
       *[no] { $seat } يقيّد
    } { $accused-is-me ->
        [yes] عليك.
       *[other] على { $accused }.
    }
qaid-proven = القيد صحيح: { $rule ->
        [must_follow_suit] { $accused-is-me ->
            [yes] أنت قطعت { $led } في الأكلة { $crime-trick }، ولعبت { $proof } في الأكلة { $proof-trick }.
           *[other] على { $accused } قطع { $led } في الأكلة { $crime-trick }، والدليل { $proof } نزلت في الأكلة { $proof-trick }.
        }
        [must_trump] { $accused-is-me ->
            [yes] أنت ما دقّيت بالحكم في الأكلة { $crime-trick }، ولعبت { $proof } في الأكلة { $proof-trick }.
           *[other] على { $accused } ترك الدق بالحكم في الأكلة { $crime-trick }، والدليل { $proof } نزلت في الأكلة { $proof-trick }.
        }
        [must_overtrump] { $accused-is-me ->
            [yes] أنت ما علّيت بالحكم في الأكلة { $crime-trick }، ولعبت { $proof } في الأكلة { $proof-trick }.
           *[other] على { $accused } ترك التعلية بالحكم في الأكلة { $crime-trick }، والدليل { $proof } نزلت في الأكلة { $proof-trick }.
        }
        [must_overtake] { $accused-is-me ->
            [yes] أنت ما علّيت في { $led } في الأكلة { $crime-trick }، ولعبت { $proof } في الأكلة { $proof-trick }.
           *[other] على { $accused } ترك التعلية في { $led } في الأكلة { $crime-trick }، والدليل { $proof } نزلت في الأكلة { $proof-trick }.
        }
        [locked_no_trump_lead] { $accused-is-me ->
            [yes] أنت بديت بالحكم واللعب مقفل في الأكلة { $crime-trick }، ولعبت { $proof } في الأكلة { $proof-trick }.
           *[other] على { $accused } البدء بالحكم واللعب مقفل في الأكلة { $crime-trick }، والدليل { $proof } نزلت في الأكلة { $proof-trick }.
        }
        [akka_not_highest] { $accused-is-me ->
            [yes] أنت قلت إكة على { $crime } في الأكلة { $crime-trick }، و{ $proof } نزلت في الأكلة { $proof-trick }.
           *[other] على { $accused } إكة غلط على { $crime } في الأكلة { $crime-trick }، والدليل { $proof } نزلت في الأكلة { $proof-trick }.
        }
       *[other] { $accused-is-me ->
            [yes] أنت قلت سوا في الأكلة { $crime-trick }، والأكلة { $proof-trick } راحت للفريق الخصم.
           *[other] على { $accused } سوا غلط في الأكلة { $crime-trick }، والأكلة { $proof-trick } راحت للفريق الثاني.
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
