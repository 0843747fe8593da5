## طاولة القيد في اللعبة: إعداد الصكة، مهلة القيد بعد آخر أكلة، ورقة تخالف القانون،
## ورقة القيد، وخطوات «قيّد». الأكلات تنعد من 1.

setup-table = الطاولة: { $value }
table-easy = سهلة، كل غلطة مرفوضة
table-qaid = قيد، الغلط ينلعب والخصم يقيّده
table-qaid-none = سهلة (هذي القوانين ما فيها قيد)
setting-qaid-warn = قبل الغلطة على طاولة القيد: { $value }
qaid-warn-on = نبّهني أول
qaid-warn-off = تنلعب على طول
qaid-table-start = طاولة قيد: الورقة اللِّي تخالف القانون تنلعب، والفريق الثاني يقدر يقيّدها.
summary-qaid = طاولة قيد.
turn-qaid-window = خلصت آخر أكلة: الجولة تنتظر قيد أو النتيجة.
qaid-window = { $you ->
        [feminine] خلصت آخر أكلة. إذا تبين تقيّدين اضغطي { $call }، وللنتيجة اضغطي { $close }.
       *[other] خلصت آخر أكلة. إذا تبي تقيّد اضغط { $call }، وللنتيجة اضغط { $close }.
    }
qaid-warn = { $rule ->
        [must_follow_suit] هذي الورقة قطع: عندك من اللون الملعوب
        [must_trump] { $you ->
            [feminine] هذي الورقة تخالف الدق: لازم تدقين بالحكم
           *[other] هذي الورقة تخالف الدق: لازم تدق بالحكم
        }
        [must_overtrump] { $you ->
            [feminine] هذي الورقة تخالف التعلية: لازم تعلّين بالحكم
           *[other] هذي الورقة تخالف التعلية: لازم تعلّي بالحكم
        }
        [must_overtake] { $you ->
            [feminine] هذي الورقة تخالف التعلية: لازم تعلّين في اللون الملعوب
           *[other] هذي الورقة تخالف التعلية: لازم تعلّي في اللون الملعوب
        }
        [locked_no_trump_lead] { $you ->
            [feminine] هذي الورقة حكم واللعب مقفل: لا تبدين بالحكم وعندك لون ثاني
           *[other] هذي الورقة حكم واللعب مقفل: لا تبدأ بالحكم وعندك لون ثاني
        }
       *[other] هذي الإكة غلط: فيه ورقة أكبر من لونها ما نزلت
    }، { $you ->
        [feminine] اضغطي { $key } مرة ثانية إذا تبين تلعبينها.
       *[other] اضغط { $key } مرة ثانية إذا تبي تلعبها.
    }
qaid-sheet = ورقة القيد، { $number } من 2 في هذي الجولة: { $count ->
        [0] ما فيه غلط ثابت للحين.
       *[other] { $lines }
    }
qaid-sheet-empty = { $over ->
        [yes] ورقة القيد: ما فيه غلط ثابت في هذي الجولة.
       *[no] ورقة القيد: ما فيه غلط ثابت للحين؛ وهذي القراءة ما تنحسب.
    }
qaid-sheet-used = قريت ورقة القيد مرتين في هذي الجولة.
qaid-nothing-to-call = ما فيه شي ينقيّد للحين: ما لعب أي خصم ورقة تثبتها ورقة بعدها.
qaid-choose-opponent = القيد: على مين؟
qaid-choose-action = أي لعبة من { $accused }؟
qaid-choose-proof = أي ورقة نزلت بعدها تثبت الغلط؟
qaid-action-play = الأكلة { $trick }: { $card }
qaid-action-akka = الأكلة { $trick }: إكة على { $card }
qaid-action-sawa = الأكلة { $trick }: السوا
qaid-proof-item = الأكلة { $trick }: { $seat-is-me ->
        [yes] { $you ->
            [feminine] أنتِ لعبتِ { $card }
           *[other] أنت لعبت { $card }
        }
        [feminine] { $seat } لعبت { $card }
        [unspecified] { $seat }، { $card }
       *[other] { $seat } لعب { $card }
    }
qaid-confirm = { $you ->
        [feminine] تقيّدين على { $accused }: { $crime } في الأكلة { $crime-trick }، والدليل { $proof } في الأكلة { $proof-trick }؟
       *[other] تقيّد على { $accused }: { $crime } في الأكلة { $crime-trick }، والدليل { $proof } في الأكلة { $proof-trick }؟
    }
cmd-qaid_call = القيد على طاولة القيد: الخصم، وبعدين اللعبة، وبعدين الدليل، وبعدين التأكيد
cmd-qaid_sheet = ورقة القيد: الأغلاط اللِّي ثبتت من اللعب المكشوف (مرتين في الجولة)
