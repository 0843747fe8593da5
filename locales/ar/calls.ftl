### المسرد في أول ملف game.ftl ينطبق على هذا الملف أيضًا.

## أسماء النداءات (الشراء والدبل)

call-pass = بس
call-pass-round2 = ولا
call-hokum = حكم
call-hokum2 = حكم ثاني
call-sun = صن
call-ashkal = أشكل
call-qablak = قبلك (أخذ الصن أول)
call-confirm = أثبّت الحكم
call-to_sun = أقلبه صن
call-double = دَبَل
call-triple = ثْرِي
call-four = فُور
call-gahwa = قهوة
call-decline = لا
call-choose_trump = أختار الحكم
call-take = آخذ
call-choose = آخذ بلون
call-boshat = بوشات
call-akka = إكة
call-sawa = سوا
call-play = ألعب

# نداء في القائمة مع تفاصيله
call-entry-suit = { $call } { $suit }
call-entry-open = { $call } مفتوح
call-entry-locked = { $call } مقفل
call-menu-title = شراك
call-not-now = { $call } ما يصير الحين.
call-no-suit = ما فيه لون ينسمّى الحين.

## لماذا ترفض القوانين حركة (رموز القوانين من المحرك)

rule-card_not_in_hand = هذي الورقة مو في يدك.
rule-must_follow_suit = { $you ->
        [feminine] لازم تلعبين من اللون المطلوب.
       *[other] لازم تلعب من اللون المطلوب.
    }
rule-must_overtrump = { $you ->
        [feminine] لازم تلعبين حكم أكبر من الحكم اللِّي في الأكلة.
       *[other] لازم تلعب حكم أكبر من الحكم اللِّي في الأكلة.
    }
rule-must_overtake = { $you ->
        [feminine] لازم تلعبين ورقة أكبر من اللون المطلوب.
       *[other] لازم تلعب ورقة أكبر من اللون المطلوب.
    }
rule-must_trump = { $you ->
        [feminine] ما عندك من اللون المطلوب، فلازم تدقين بالحكم.
       *[other] ما عندك من اللون المطلوب، فلازم تدق بالحكم.
    }
rule-locked_no_trump_lead = { $you ->
        [feminine] اللعب مقفل: لا تبدين بالحكم وعندك لون ثاني.
       *[other] اللعب مقفل: لا تبدأ بالحكم وعندك لون ثاني.
    }
rule-not_your_turn = مو دورك.
rule-round_over = الجولة خلصت.
rule-buying_not_over = الشراء ما خلص للحين.
rule-buying_over = الشراء خلص.
rule-sawa_not_in_rules = ما فيه سوا في هذي القوانين.
rule-sawa_only_when_leading = { $you ->
        [feminine] ما تقولين سوا إلا وأنتِ تبدين الأكلة.
       *[other] ما تقول سوا إلا وأنت تبدأ الأكلة.
    }
rule-sawa_not_certain = { $you ->
        [feminine] سوا مرفوض: ما نقدر نتأكد إنك تاكلين كل الأكلات الباقية.
       *[other] سوا مرفوض: ما نقدر نتأكد إنك تاكل كل الأكلات الباقية.
    }
rule-akka_not_in_rules = ما فيه إكة في هذي القوانين.
rule-akka_only_when_leading = { $you ->
        [feminine] ما تقولين إكة إلا وأنتِ تبدين الأكلة.
       *[other] ما تقول إكة إلا وأنت تبدأ الأكلة.
    }
rule-akka_not_highest = هذي الورقة مو أعلى ما بقي في لونها.
rule-trump_not_land_suit = الحكم هنا ما يكون من لون الورقة المكشوفة.
rule-sun_double_cannot_lock = دَبَل الصن ما يكون مقفل.
rule-call_details_invalid = هذا الشرا ما يصير كذا.
rule-ashkal_last_two_only = ما يقول أشكل إلا الموزع واللِّي قبله.
rule-double_by_opponents_only = ما يدبّل إلا خصم المشتري.
rule-sun_double_scores = الصن ما يندبل إلا إذا النتيجة تسمح.
rule-boshat_needs_low_cards = البوشات يبي خمس أوراق كلها سبعة أو ثمانية أو تسعة.
rule-ace_land_sun_first_speaker_only = إذا المكشوفة إكة، ما يقلب هذا الحكم صن إلا أول واحد يتكلم.
rule-call_not_available = هذا الشرا ما يصير الحين.
rule-qaid_not_in_rules = هذي الطاولة بدون قيد: تمنع كل غلط.
rule-qaid_against_opponents_only = القيد يكون على الخصم بس.
rule-qaid_crime_not_found = القيد لازم يذكر ورقة أو إكة أو سوا من هذا الخصم في هذي الجولة.
rule-qaid_proof_not_found = القيد لازم يذكر دليل: ورقة نزلت بعد الشي اللِّي عليه القيد.
rule-boshat_before_first_card_only = البوشات ما ينطلب إلا قبل ما تنزل أول ورقة.
rule-close_after_last_trick_only = الجولة ما تنقفل إلا بعد آخر أكلة.
rule-akka_plain_suit_in_hokum_only = الإكة ما تنقال إلا في الحكم، بورقة من لون مو حكم.
rule-unknown = القوانين ما تسمح بهذا ({ $rule }).

## كلمات قليلة لمفتاح مرفوض، بعد الصوت الخفيف مباشرة (E يعطي القانون كاملًا).
## $seat: من عليه الدور؛ $phase: buy (الشراء) أو play (اللعب)؛ $led: اللون المطلوب؛ $key: مفتاح نداءاتك

refused-card_not_in_hand = هذي الورقة مو في يدك.
refused-must_follow_suit = { $you ->
        [feminine] لازم تلعبين من { $led }.
       *[other] لازم تلعب من { $led }.
    }
refused-must_overtrump = { $you ->
        [feminine] لازم تعلّين بالحكم.
       *[other] لازم تعلّي بالحكم.
    }
refused-must_overtake = { $you ->
        [feminine] لازم تعلّين في { $led }.
       *[other] لازم تعلّي في { $led }.
    }
refused-must_trump = { $you ->
        [feminine] ما عندك { $led }: لازم تدقين بالحكم.
       *[other] ما عندك { $led }: لازم تدق بالحكم.
    }
refused-locked_no_trump_lead = { $you ->
        [feminine] اللعب مقفل: ابدي بلون غير الحكم.
       *[other] اللعب مقفل: ابدأ بلون غير الحكم.
    }
refused-not_your_turn = مو دورك: الدور على { $seat } { $phase ->
        [buy] في الشراء
       *[play] في اللعب
    }.
refused-round_over = الجولة خلصت.
refused-buying_not_over = الشراء ما خلص: الحين وقت الشرا؛ { $key } يوديك لخيارات الشرا.
refused-buying_over = الشراء خلص.
refused-sawa_not_in_rules = ما فيه سوا في هذي القوانين.
refused-sawa_only_when_leading = { $you ->
        [feminine] سوا بس وأنتِ تبدين الأكلة.
       *[other] سوا بس وأنت تبدأ الأكلة.
    }
refused-sawa_not_certain = سوا مرفوض: مو كل الأكلات مضمونة.
refused-akka_not_in_rules = ما فيه إكة في هذي القوانين.
refused-akka_only_when_leading = { $you ->
        [feminine] الإكة بس وأنتِ تبدين الأكلة.
       *[other] الإكة بس وأنت تبدأ الأكلة.
    }
refused-akka_plain_suit_in_hokum_only = الإكة بس في الحكم، بلون غير الحكم.
refused-akka_not_highest = هذي الورقة مو أعلى ما بقي في لونها.
refused-trump_not_land_suit = { $you ->
        [feminine] مو لون الورقة المكشوفة: سمّي لون ثاني.
       *[other] مو لون الورقة المكشوفة: سمِّ لون ثاني.
    }
refused-sun_double_cannot_lock = دَبَل الصن مفتوح بس.
refused-call_details_invalid = ما يصير كذا.
refused-ashkal_last_two_only = الأشكل بس للموزع واللِّي قبله.
refused-double_by_opponents_only = الدَّبَل بس لخصم المشتري.
refused-sun_double_scores = النتيجة ما تسمح بدَبَل الصن.
refused-boshat_needs_low_cards = البوشات يبي خمس أوراق كلها سبعة أو ثمانية أو تسعة.
refused-ace_land_sun_first_speaker_only = المكشوفة إكة: هذا بس لأول واحد يتكلم.
refused-call_not_available = هذا الشرا ما يصير الحين.
refused-qaid_not_in_rules = ما فيه قيد في هذي الطاولة.
refused-qaid_against_opponents_only = القيد على الخصم بس.
refused-qaid_crime_not_found = الخصم ما سوّى هذا في هذي الجولة.
refused-qaid_proof_not_found = الدليل لازم يكون ورقة نزلت بعده.
refused-boshat_before_first_card_only = فات وقت البوشات: نزلت ورقة.
refused-close_after_last_trick_only = الجولة ما خلصت.
refused-other = ما يصير الحين.

## معنى النداء المعروض (مفتاح الشرح، على النداء المحدد)
## $suit: اللون الذي يسمّيه النداء؛ $named: yes إذا سمّى لونًا؛ $land: لون الورقة المكشوفة

call-meaning-pass = { $then ->
        [redeal] ولا
       *[other] بس
    }: { $you ->
        [feminine] ما تشترين
       *[other] ما تشتري
    }{ $then ->
        [again] ؛ الكل قال بس، فالشراء يدور مرة ثانية.
        [redeal] ؛ الكل قال ولا، فالورق ينوزّع من جديد.
        [caller] ؛ اللِّي قال حكم له الكلمة الأخيرة.
       *[next] ، والدور للِّي بعدك.
    }
call-meaning-hokum = { $you ->
        [feminine] حكم: تطلبين الشراء والحكم { $land }؛ والباقين يقدرون ياخذونه صن أو يدبّلونه.
       *[other] حكم: تطلب الشراء والحكم { $land }؛ والباقين يقدرون ياخذونه صن أو يدبّلونه.
    }
call-meaning-hokum2 = { $named ->
        [yes] { $you ->
            [feminine] حكم ثاني { $suit }: تشترين حكم والحكم { $suit }.
           *[other] حكم ثاني { $suit }: تشتري حكم والحكم { $suit }.
        }
       *[no] { $you ->
            [feminine] حكم ثاني: تشترين حكم بلون تسمّينه أنتِ، أي لون غير { $land }.
           *[other] حكم ثاني: تشتري حكم بلون تسمّيه أنت، أي لون غير { $land }.
        }
    }
call-meaning-sun = { $you ->
        [feminine] صن: تشترين بلا حكم؛ والجولة تسوى 26 نقطة بدل 16.
       *[other] صن: تشتري بلا حكم؛ والجولة تسوى 26 نقطة بدل 16.
    }
call-meaning-ashkal = { $you ->
        [feminine] أشكل: تشترين صن، والورقة المكشوفة تروح لخويّك.
       *[other] أشكل: تشتري صن، والورقة المكشوفة تروح لخويّك.
    }
call-meaning-qablak = { $you ->
        [feminine] قبلك: تاخذين الصن قبل اللِّي اشتراه، ويصير الشراء لك.
       *[other] قبلك: تاخذ الصن قبل اللِّي اشتراه، ويصير الشراء لك.
    }
call-meaning-confirm = أثبّت الحكم: ما أحد أخذ حكمك، ويبقى لك.
call-meaning-to_sun = أقلبه صن: الشراء يبقى لك، بس صن بلا حكم.
call-meaning-double-open = دَبَل مفتوح: الجولة تسوى الضعف، والبدء بالحكم عادي؛ والمشتري يقدر يرد بثْرِي.
call-meaning-double-locked = دَبَل مقفل: الجولة تسوى الضعف، وما أحد يبدأ بالحكم وعنده لون ثاني؛ والمشتري يقدر يرد بثْرِي.
call-meaning-double-sun = دَبَل: الصن يسوى الضعف؛ وما فوقه شي.
call-meaning-triple = ثْرِي: الجولة تسوى ثلاث مرات، وترجع مفتوحة؛ واللِّي دبّل يقدر يرد بفُور.
call-meaning-four-open = فُور مفتوح: الجولة تسوى أربع مرات، والبدء بالحكم عادي؛ والمشتري يقدر يرد بقهوة.
call-meaning-four-locked = فُور مقفل: الجولة تسوى أربع مرات، وما أحد يبدأ بالحكم وعنده لون ثاني؛ والمشتري يقدر يرد بقهوة.
call-meaning-gahwa = قهوة: اللِّي يكسب هذي الجولة يكسب الصكة.
call-meaning-decline = { $you ->
        [feminine] لا: ما تزيدين شي، والشراء يبقى على حاله.
       *[other] لا: ما تزيد شي، والشراء يبقى على حاله.
    }
call-meaning-choose_trump = { $named ->
        [yes] الحكم { $suit }: يصير { $suit } حكم جولتك.
       *[no] { $you ->
            [feminine] أختار الحكم: تختارين حكم جولتك، أي لون غير { $land }.
           *[other] أختار الحكم: تختار حكم جولتك، أي لون غير { $land }.
        }
    }
call-meaning-take = { $you ->
        [feminine] آخذ: تشترين والحكم { $land }.
       *[other] آخذ: تشتري والحكم { $land }.
    }
call-meaning-choose = { $named ->
        [yes] { $you ->
            [feminine] آخذ بلون { $suit }: تشترين والحكم { $suit }.
           *[other] آخذ بلون { $suit }: تشتري والحكم { $suit }.
        }
       *[no] { $you ->
            [feminine] آخذ بلون: تشترين بحكم تسمّينه، أي لون غير { $land }.
           *[other] آخذ بلون: تشتري بحكم تسمّيه، أي لون غير { $land }.
        }
    }
call-meaning-boshat = بوشات: أول خمس أوراق عندك كلها سبعة وثمانية وتسعة، وينعاد التوزيع.
explain-call-none = ما فيه شرا معروض عليك الحين.
