# عناوين عميل الويب (baloot_audio/web/static/app.js مع @fluent/bundle).
# ما تقوله الطاولة يأتي من الفهارس الأخرى، يختاره راوي الخادم.

web-said = ما تقوله الطاولة
web-login-heading = العب أونلاين
web-name = اسمك
web-password = كلمة المرور (للحساب؛ اتركها فارغة للضيف)
web-guest = العب كضيف
web-login = سجّل الدخول
web-register = أنشئ حسابًا
web-lobby = الطاولات
web-refresh = حدّث القائمة
web-no-tables = ما فيه طاولة مفتوحة: افتح وحدة.
web-create = افتح طاولة
web-preset = القوانين
web-public = تظهر في الصالة
web-target = الصكة على
web-points = { $points ->
        [zero] ولا نقطة
        [one] نقطة وحدة
        [two] نقطتين
        [few] { $points } نقاط
        [many] { $points } نقطة
       *[other] { $points } نقطة
    }
web-qaid = طاولة قيد (الغلطة تنلعب، وتنقيد)
web-bots = البوتات في الأماكن الفاضية
web-code = رمز الدعوة
web-join-code = ادخل بالرمز
web-room = قبل البداية
web-room-code = رمز الدعوة: { $code }
web-seat-empty = المكان { $number }: فاضي، يلعب فيه بوت ({ $bot })
web-seat-person = المكان { $number }: { $name }
web-seat-mine = المكان { $number }: أنت
web-sit = اجلس في المكان { $number }
web-start = ابدأ الصكة
web-leave = اطلع من الطاولة
web-table = الطاولة
web-hand = ورقك
web-calls = الشراء
web-trick = الأكلة
web-trick-empty = ما فيه ورق على الطاولة.
web-score = النشرة
web-chat = الدردشة
web-chat-line = رسالة
web-send = أرسل
web-next-round = الجولة الجاية
web-lobby-back = ارجع للصالة
web-match-over = خلصت الصكة.
web-settings = الإعدادات
web-sound = الأصوات
web-effects-volume = صوت الطاولة
web-cues-volume = صوت التنبيهات
web-speak = انطق كلام الطاولة (بدون قارئ شاشة)
web-large-text = خط كبير
web-contrast = تباين عالي
web-language = اللغة
web-keys = المفاتيح
web-keys-intro = مفاتيح نسخة الكمبيوتر تشتغل هنا، وعلى شاشة اللمس بدون قارئ شاشة تشتغل إيماءات التطبيق.
web-connecting = جاري الاتصال…
web-reconnecting = انقطع الاتصال. نحاول مرة ثانية…
web-offline = الخادم ما يرد. حدّث الصفحة وجرّب مرة ثانية.
web-played = { $who }: { $card }
web-turn-yours = دورك
web-no-answer = ما فيه طاولة تسأل عنها.
