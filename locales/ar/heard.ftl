# مسموع لا مقول فقط: سطر لكل أكلة، ما أسكته مفتاح الإيقاف، الإيقاع، التأكيد

## سطر واحد لكل أكلة حين تنتظر عدة رسائل منها

card-brief = { $seat } { $card }
trick-won-condensed = { $seat-is-me ->
        [yes] أنت تأكل
        [person] الأكلة من نصيب { $seat }
       *[no] { $seat } يأكل
    }، { $points } بنط

trick-won-last-condensed = { $seat-is-me ->
        [yes] أنت تأكل الأكلة الأخيرة
        [person] الأكلة الأخيرة من نصيب { $seat }
       *[no] { $seat } يأكل الأكلة الأخيرة
    }، { $points } بنط

trick-won-terse = { $seat-is-me ->
        [yes] أنت تأكل
        [person] من نصيب { $seat }
       *[no] { $seat } يأكل
    }، { $points }

projects-announced-brief = { $seat-is-me ->
        [yes] أنت تعلن
        [person] مشاريع { $seat }:
       *[no] { $seat } يعلن
    } { $projects }

deal-completed-terse = { $seat-is-me ->
        [yes] أنت تأخذ الورقة المكشوفة
        [person] الورقة المكشوفة من نصيب { $seat }
       *[no] { $seat } يأخذ الورقة المكشوفة
    }

## التأكيد قبل فقدان أي شيء (الجواب الأول، لا، هو المختار)

confirm-no = لا
confirm-yes = نعم
confirm-new-match = هناك مباراة محفوظة: أتبدأ مباراة جديدة وتفقدها؟
confirm-leave-match = أتغادر المباراة؟ ما لُعب منذ آخر أكلة لم يُحفظ.
confirm-quit = أتخرج في وسط المباراة؟ ما لُعب منذ آخر أكلة لم يُحفظ.

## نتيجة الجولة: من فاز وبكم أولًا، ثم التفصيل

round-verdict-made = { $buyers ->
        [us] كسبنا { $kind }
       *[them] كسبوا { $kind }
    }: { $high } مقابل { $low }.
# أين ذهبت النقاط: نقاط الجولة كلها، ومشاريع الفريق الخاسر (للخصم أو ضاعت)، وما يبقى له (البلوت)
round-verdict-fell = { $buyers ->
        [us] خسرنا: لهم كل النقاط، { $full }{ $given ->
            [0] {""}
           *[other] ، ومعها مشاريعنا، { $given }
        }، ومجموعهم { $high }
       *[them] خسروا: لنا كل النقاط، { $full }{ $given ->
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
round-verdict-doubled = دبل ×{ $multiplier }: { $low ->
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
round-team-breakdown = { $team }: { $tricks } أكلات، { $abnat } بنط، تُحسب { $card-points }؛ المشاريع { $projects }؛ البلوت { $baloot }.

## المفاتيح: ما أسكته مفتاح الإيقاف، النقاط حتى الآن، أوراق النوع الخارجة، الجولة، أين وصلت المباراة

cmd-say_missed = ماذا فاتني: ما فاتك سماعه، الأحدث أولًا
cmd-ask_points = أبناط الجولة حتى الآن لكل فريق
cmd-ask_suit_out = النوع المحدد: الأوراق الملعوبة والأوراق الباقية
cmd-ask_round = تفصيل آخر جولة
cmd-ask_summary = أين وصلت المباراة: المشترى، الأكلة، النتيجة، الدور
missed-none = لم يفتك شيء.
ask-points = الأبناط حتى الآن: لنا { $us }، لهم { $them }.
suit-out = { $suit }: الملعوب { $played }؛ الباقي { $unseen }؛ في يدك { $mine }.
round-none = لم تُحسب أي جولة بعد.
summary-now = { $contract } { $trick } { $score } { $turn }

## الإعدادات: سرعة الكلام التي يُقدَّر منها إيقاع الطاولة

setting-speech-rate = سرعة الكلام: { $rate } كلمة في الدقيقة
setting-rate-test = اختبر سرعتي
rate-test-sentence = هذه الجملة موقوتة على { $rate } كلمة في الدقيقة؛ تأتي النقرة حين يظن اللعب أنها انتهت.

## الصياغة: الرفع يقول ما غيّره (النداء قيل للتو)، المهلة بالثواني، الجولة في السجل

raised-worth = الجولة مضروبة في { $multiplier }، { $locked ->
        [yes] مقفلة
       *[no] مفتوحة
    }.
setting-pause = المهلة بين حركات اللاعبين الآخرين: { $seconds ->
        [zero] { $seconds } ثانية
        [one] ثانية واحدة
        [two] ثانيتان
        [few] { $seconds } ثوانٍ
       *[other] { $seconds } ثانية
    }
history-round-scored = الجولة { $round }: لنا { $us }، لهم { $them }؛ المباراة { $total-us } مقابل { $total-them }

## تسمية الحكم: الأنواع التي يمكن تسميتها، مع مفاتيحها

trump-choices = يمكنك أن تسمي { $suits }.
trump-choice = { $suit } ({ $key })

cmd-ask_time = الوقت الباقي على دورك (طاولة بمؤقت)
memory-aids-off = مساعدات الذاكرة مقفلة، مثل الطاولة الحقيقية: شغّلها من الإعدادات.
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
timer-out = خلص الوقت: انلعبت ورقتك أو نداؤك عنك.
