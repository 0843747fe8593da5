# مسموع لا مقول فقط: سطر لكل أكلة، ما أسكته مفتاح الإيقاف، الإيقاع، التأكيد

## سطر واحد لكل أكلة حين تنتظر عدة رسائل منها

card-brief = { $seat-is-me ->
        [yes] { $you ->
            [feminine] أنتِ لعبتِ { $card }
           *[other] أنت لعبت { $card }
        }
        [feminine] { $seat } لعبت { $card }
        [unspecified] { $seat }: { $card }
       *[other] { $seat } لعب { $card }
    }
trick-won-condensed = { $seat-is-me ->
        [yes] { $you ->
            [feminine] أنتِ أكلتِ:{" "}
           *[other] أنت أكلت:{" "}
        }
        [feminine] { $seat } أكلت:{" "}
        [unspecified] { $seat }: الأكلة،{" "}
       *[other] { $seat } أكل:{" "}
    }{ $points ->
        [zero] ما فيها أبناط
        [one] بنط واحد
        [two] بنطين
        [few] { $points } أبناط
        [many] { $points } بنطًا
       *[other] { $points } بنط
    }

trick-won-last-condensed = { $seat-is-me ->
        [yes] { $you ->
            [feminine] أنتِ أكلتِ الأكلة الأخيرة:{" "}
           *[other] أنت أكلت الأكلة الأخيرة:{" "}
        }
        [feminine] { $seat } أكلت الأكلة الأخيرة:{" "}
        [unspecified] { $seat }: الأكلة الأخيرة،{" "}
       *[other] { $seat } أكل الأكلة الأخيرة:{" "}
    }{ $points ->
        [zero] ما فيها أبناط
        [one] بنط واحد
        [two] بنطين
        [few] { $points } أبناط
        [many] { $points } بنطًا
       *[other] { $points } بنط
    }

trick-won-terse = { $seat-is-me ->
        [yes] { $you ->
            [feminine] أنتِ أكلتِ: { $points }
           *[other] أنت أكلت: { $points }
        }
        [feminine] { $seat } أكلت: { $points }
        [unspecified] { $seat }: الأكلة، { $points }
       *[other] { $seat } أكل: { $points }
    }

tricks-won-terse = { $seat-is-me ->
        [yes] { $you ->
            [feminine] أنتِ أكلتِ الأكلات: { $points }
           *[other] أنت أكلت الأكلات: { $points }
        }
        [feminine] { $seat } أكلت الأكلات: { $points }
        [unspecified] { $seat }: الأكلات، { $points }
       *[other] { $seat } أكل الأكلات: { $points }
    }

projects-announced-brief = { $seat-is-me ->
        [yes] { $you ->
            [feminine] أنتِ أعلنتِ
           *[other] أنت أعلنت
        }
        [feminine] { $seat } أعلنت
        [unspecified] مشاريع { $seat }:
       *[other] { $seat } أعلن
    } { $projects }

deal-completed-terse = { $seat-is-me ->
        [yes] { $you ->
            [feminine] أنتِ أخذتِ الورقة المكشوفة
           *[other] أنت أخذت الورقة المكشوفة
        }
        [feminine] { $seat } أخذت الورقة المكشوفة
        [unspecified] الورقة المكشوفة صارت عند { $seat }
       *[other] { $seat } أخذ الورقة المكشوفة
    }

## التأكيد قبل فقدان أي شيء (الجواب الأول، لا، هو المختار)

confirm-no = لا
confirm-yes = نعم
confirm-new-match = { $you ->
        [feminine] عندك صكة محفوظة: تبين تبدين صكة جديدة وتروح المحفوظة؟
       *[other] عندك صكة محفوظة: تبي تبدأ صكة جديدة وتروح المحفوظة؟
    }
confirm-leave-match = { $you ->
        [feminine] تبين تطلعين من الصكة؟ اللِّي انلعب بعد آخر أكلة ما انحفظ.
       *[other] تبي تطلع من الصكة؟ اللِّي انلعب بعد آخر أكلة ما انحفظ.
    }
confirm-quit = { $you ->
        [feminine] تبين تطلعين في نص الصكة؟ اللِّي انلعب بعد آخر أكلة ما انحفظ.
       *[other] تبي تطلع في نص الصكة؟ اللِّي انلعب بعد آخر أكلة ما انحفظ.
    }

## نتيجة الجولة: من فاز وبكم أولًا، ثم التفصيل

round-verdict-made = { $buyers ->
        [us] كسبنا { $kind }
       *[them] كسبوا { $kind }
    }: { $high } مقابل { $low }.
# أين ذهبت النقاط: نقاط الجولة كلها، ومشاريع الفريق الخاسر (للخصم أو ضاعت)، وما يبقى له (البلوت)
round-verdict-fell = { $buyers ->
        [us] خسرنا، { $buyer-total } مقابل { $defence-total } لهم: المشتري لازم يجيب أكثر من الفريق الثاني. لهم كل النقاط، { $full }{ $given ->
            [0] {""}
           *[other] ، ومعها مشاريعنا، { $given }
        }، ومجموعهم { $high }
       *[them] خسروا، { $buyer-total } مقابل { $defence-total } لنا: المشتري لازم يجيب أكثر من الفريق الثاني. لنا كل النقاط، { $full }{ $given ->
            [0] {""}
           *[other] ، ومعها مشاريعهم، { $given }
        }، ومجموعنا { $high }
    }{ $low ->
        [0] .
       *[other] ، { $buyers ->
            [us] ولنا { $low }.
           *[them] ولهم { $low }.
        }
    }{ $lost ->
        [0] {""}
       *[other] {" "}{ $buyers ->
            [us] ضاعت مشاريعنا، { $lost }.
           *[them] ضاعت مشاريعهم، { $lost }.
        }
    }
round-verdict-doubled = { $multiplier ->
        [2] صارت دَبَل
        [3] صارت ثْرِي
        [4] صارت فُور
       *[other] الجولة { $multiplier } أضعاف
    }: { $low ->
        [0] كل النقاط، { $high }، { $winners ->
            [us] لنا
           *[them] لهم
        }.
       *[other] { $high } { $winners ->
            [us] لنا، و{ $low } لهم.
           *[them] لهم، و{ $low } لنا.
        }
    }
round-verdict-kaboot = كبوت: { $winners ->
        [us] أكلنا كل الأكلات، { $high } مقابل { $low }.
       *[them] أكلوا كل الأكلات، { $high } مقابل { $low }.
    }
round-verdict-other = { $outcome } لنا { $us }، لهم { $them }.
round-team-breakdown = { $team }: { $tricks ->
        [zero] ولا أكلة
        [one] أكلة وحدة
        [two] أكلتين
        [few] { $tricks } أكلات
        [many] { $tricks } أكلة
       *[other] { $tricks } أكلة
    }، الأبناط { $abnat }، تنحسب { $card-points }{ $projects ->
        [0] {""}
       *[other] ؛ المشاريع { $projects }
    }{ $baloot ->
        [0] {""}
       *[other] ؛ البلوت { $baloot }
    }.

## المفاتيح: ما أسكته مفتاح الإيقاف، النقاط حتى الآن، أوراق النوع الخارجة، الجولة، أين وصلت المباراة

cmd-say_missed = وش فاتني: اللِّي ما انسمع، الأحدث أول
cmd-ask_points = أبناط الجولة لين الحين لكل فريق
cmd-ask_suit_out = اللون المحدد: الأوراق الملعوبة والأوراق الباقية
cmd-ask_round = تفصيل آخر جولة
cmd-ask_summary = وين وصلت الصكة: الشراء، الأكلة، النتيجة، الدور
missed-none = ما فاتك شي.
ask-points = الأبناط للحين: لنا { $us }، لهم { $them }.
suit-out = { $suit }: الملعوب { $played }؛ الباقي { $unseen }؛ في يدك { $mine }.
round-none = ما انحسبت ولا جولة للحين.
summary-now = { $contract } { $trick } { $score } { $turn }

## الإعدادات: سرعة الكلام التي يُقدَّر منها إيقاع الطاولة

setting-speech-rate = سرعة الكلام: { $rate ->
        [zero] ولا كلمة
        [one] كلمة وحدة
        [two] كلمتين
        [few] { $rate } كلمات
        [many] { $rate } كلمة
       *[other] { $rate } كلمة
    } في الدقيقة
setting-rate-test = تجربة سرعتي
rate-test-sentence = هذي الجملة محسوبة على { $rate ->
        [zero] ولا كلمة
        [one] كلمة وحدة
        [two] كلمتين
        [few] { $rate } كلمات
        [many] { $rate } كلمة
       *[other] { $rate } كلمة
    } في الدقيقة؛ النقرة تجي لما تظن اللعبة إنها خلصت.

## الصياغة: الرفع يقول ما غيّره (النداء قيل للتو)، المهلة بالثواني، الجولة في السجل

raised-worth = صارت { $multiplier ->
        [2] دَبَل
        [3] ثْرِي
        [4] فُور
       *[other] { $multiplier } أضعاف
    } { $locked ->
        [yes] مقفل
       *[no] مفتوح
    }.
setting-pause = المهلة بين حركات اللاعبين الآخرين: { $seconds ->
        [zero] بلا مهلة
        [one] ثانية وحدة
        [two] ثانيتين
        [few] { $seconds } ثوانٍ
        [many] { $seconds } ثانية
       *[other] { $seconds } ثانية
    }
history-round-scored = الجولة { $round }: لنا { $us }، لهم { $them }؛ الصكة { $total-us } مقابل { $total-them }

## تسمية الحكم: الأنواع التي يمكن تسميتها، مع مفاتيحها

trump-choices = { $you ->
        [feminine] تقدرين تسمّين { $suits }.
       *[other] تقدر تسمّي { $suits }.
    }
trump-choice = { $suit } ({ $key })

cmd-ask_time = الوقت الباقي على دورك (طاولة بمؤقت)
memory-aids-off = { $you ->
        [feminine] مساعدات الذاكرة مطفية، مثل الطاولة الحقيقية: شغّليها من الإعدادات.
       *[other] مساعدات الذاكرة مطفية، مثل الطاولة الحقيقية: شغّلها من الإعدادات.
    }
time-left = { $seconds ->
        [zero] ما بقي وقت.
        [one] باقي ثانية.
        [two] باقي ثانيتين.
        [few] باقي { $seconds } ثواني.
        [many] باقي { $seconds } ثانية.
       *[other] باقي { $seconds } ثانية.
    }
time-untimed = هذي الطاولة ما فيها مؤقت.
time-not-running = ما فيه مؤقت شغّال الحين: مؤقتك يبدأ إذا انقال دورك.
timer-out = خلص الوقت: انلعب عنك.

## اللحاق: حين يتأخر الصوت، ما فات اللاعب في كلمات قليلة

card-led-brief = { $seat-is-me ->
        [yes] { $you ->
            [feminine] أنتِ بديتِ ب{ $card }
           *[other] أنت بديت ب{ $card }
        }
        [feminine] { $seat } بدأت ب{ $card }
        [unspecified] { $seat }: { $card }، بداية الأكلة
       *[other] { $seat } بدأ ب{ $card }
    }
card-cut-brief = { $seat-is-me ->
        [yes] { $you ->
            [feminine] أنتِ دقّيتِ ب{ $card }
           *[other] أنت دقّيت ب{ $card }
        }
        [feminine] { $seat } دقّت ب{ $card }
        [unspecified] { $seat }: حكم، { $card }
       *[other] { $seat } دقّ ب{ $card }
    }
catch-up-winning = { $seat-is-me ->
        [yes] الأكلة معك
       *[other] الأكلة مع { $seat }
    }
trick-cut-won-terse = { $seat-is-me ->
        [yes] { $you ->
            [feminine] أنتِ دقّيتِ ب{ $card } وأكلتِ: { $points }
           *[other] أنت دقّيت ب{ $card } وأكلت: { $points }
        }
        [feminine] { $seat } دقّت ب{ $card } وأكلت: { $points }
        [unspecified] { $seat }: حكم، { $card }، والأكلة، { $points }
       *[other] { $seat } دقّ ب{ $card } وأكل: { $points }
    }
dealt-terse = جولة جديدة: { $dealer-is-me ->
        [yes] { $you ->
            [feminine] أنتِ الموزعة
           *[other] أنت الموزع
        }
        [feminine] الموزعة { $dealer }
        [unspecified] التوزيع من { $dealer }
       *[other] الموزع { $dealer }
    }، والمكشوفة { $land }
baloot-announced-terse = { $seat }: بلوت
akka-called-terse = { $seat }: إكة
projects-shown-terse = { $winners ->
        [us] مشاريعنا تنحسب: { $projects }
       *[them] مشاريعهم تنحسب: { $projects }
    }
