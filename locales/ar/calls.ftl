### المسرد في أول ملف game.ftl ينطبق على هذا الملف أيضًا.

## أسماء النداءات (الشراء والدبل)

call-pass = بس
call-hokum = حكم
call-hokum2 = حكم ثاني
call-sun = صن
call-ashkal = أشكل
call-qablak = قبلك (آخذ الصن قبله)
call-confirm = أثبّت الحكم
call-to_sun = أقلبه صن
call-double = دبل
call-triple = ثري
call-four = فور
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
call-menu-title = نداؤك
call-not-now = { $call } غير ممكن الآن.
call-no-suit = لا يمكن تسمية أي لون الآن.

## لماذا ترفض القوانين حركة (رموز القوانين من المحرك)

rule-card_not_in_hand = هذه الورقة ليست في يدك.
rule-must_follow_suit = لازم تنزل من اللون المطلوب.
rule-must_overtrump = لازم تنزل حكمًا أعلى من الحكم الذي في الأكلة.
rule-must_overtake = لازم تنزل ورقة أعلى من اللون المطلوب.
rule-must_trump = ما عندك من اللون المطلوب، فلازم تدق بالحكم.
rule-locked_no_trump_lead = اللعب مقفل: لا تبدأ بالحكم وعندك لون آخر.
rule-not_your_turn = ليس دورك.
rule-round_over = انتهت الجولة.
rule-buying_not_over = الشراء لم ينته بعد.
rule-buying_over = انتهى الشراء.
rule-sawa_not_in_rules = لا يوجد سوا في هذه القوانين.
rule-sawa_only_when_leading = لا تقول سوا إلا وأنت تبدأ الأكلة.
rule-sawa_not_certain = سوا مرفوض: لا يمكن التأكد أنك تأكل كل الأكلات الباقية.
rule-akka_not_in_rules = لا يوجد إكة في هذه القوانين.
rule-akka_only_when_leading = لا تقول إكة إلا وأنت تبدأ الأكلة.
rule-akka_not_highest = هذه الورقة ليست أعلى ما بقي في لونها.
rule-trump_not_land_suit = لا يكون الحكم الآن من لون الورقة المكشوفة.
rule-sun_double_cannot_lock = دبل الصن لا يكون مقفلًا.
rule-call_details_invalid = هذا النداء غير ممكن بهذا الشكل.
rule-ashkal_last_two_only = لا يقول أشكل إلا الموزع واللاعب الذي قبله.
rule-double_by_opponents_only = لا يدبل إلا خصم المشتري.
rule-sun_double_scores = لا يُدبل الصن إلا إذا سمحت النتيجة.
rule-boshat_needs_low_cards = البوشات يحتاج خمس أوراق كلها سبعة أو ثمانية أو تسعة.
rule-ace_land_sun_first_speaker_only = إذا كانت المكشوفة إكة، فلا يقلب هذا الحكم صن إلا أول من يتكلم.
rule-call_not_available = هذا النداء غير ممكن الآن.
rule-unknown = القوانين ترفض ذلك ({ $rule }).
