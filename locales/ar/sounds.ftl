### المسرد في أول ملف game.ftl ينطبق على هذا الملف أيضًا.

## إعدادات الصوت وصفحة تجربة الأصوات

setting-volume-master = مستوى الصوت العام: { $percent } بالمئة
setting-volume-effects = مستوى أصوات اللعب: { $percent } بالمئة
setting-volume-cues = مستوى أصوات التنبيه مع الكلام: { $percent } بالمئة
setting-sound-test = تجربة الأصوات: كل صوت واسمه
sound-test-title = تجربة الأصوات. الأسهم تشغّل كل صوت، ومفتاح الإدخال يعيده، ومفتاح الهروب للرجوع.

## اسم كل صوت

sound-shuffle = خلط الورق
sound-deal = توزيع الورق
sound-card_me = ورقتك
sound-card_right = ورقة من الخصم اللِّي على يمينك
sound-card_across = ورقة من خويّك
sound-card_left = ورقة من الخصم اللِّي على يسارك
sound-trump_me = حكمك
sound-trump_right = حكم من الخصم اللِّي على يمينك
sound-trump_across = حكم من خويّك
sound-trump_left = حكم من الخصم اللِّي على يسارك
sound-cut_me = أنت دقّيت بالحكم
sound-cut_right = اللِّي على يمينك دقّ بالحكم
sound-cut_across = خويّك دقّ بالحكم
sound-cut_left = اللِّي على يسارك دقّ بالحكم
sound-your_turn = دورك
sound-call_pass = شرا: بس
sound-call_hokum = شرا: حكم
sound-call_sun = شرا: صن
sound-call_ashkal = شرا: أشكل
sound-call_double = شرا: دَبَل
sound-call_triple = شرا: ثْرِي
sound-call_four = شرا: فُور
sound-call_gahwa = شرا: قهوة
sound-call_akka = إكة: أكبر ورقة باقية
sound-call_sawa = سوا: طلب كل الأكلات الباقية
sound-project = إعلان مشروع
sound-baloot = بلوت
sound-trick_us = أكلة لفريقك
sound-trick_them = أكلة للفريق الثاني
sound-last_trick_us = الأكلة الأخيرة لفريقك
sound-last_trick_them = الأكلة الأخيرة للفريق الثاني
sound-kaboot_us = كبوت: فريقك أخذ كل الأكلات
sound-kaboot_them = كبوت: الفريق الثاني أخذ كل الأكلات
sound-round_won = كسبنا الجولة
sound-round_lost = خسرنا الجولة
sound-match_won = كسبنا الصكة
sound-match_lost = خسرنا الصكة
sound-refused = ورقة أو شرا مرفوض
sound-menu_move = القائمة: تنقّل
sound-menu_select = القائمة: اختيار
sound-menu_back = القائمة: رجوع
sound-invite = عزيمة على طاولة
sound-diwan_table = طاولة تنفتح في وحدة من ديوانياتك
sound-match_ready = صكتك في البطولة جاهزة
sound-chat = رسالة دردشة
sound-edge = نهاية القائمة
sound-missed = فيه شي ينتظرك في «وش فاتني»

sound-timer_half = راح نص وقت دورك
sound-timer_last = باقي خمس ثواني على دورك
