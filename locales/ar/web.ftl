# عناوين عميل الويب (baloot_audio/web/static/app.js مع @fluent/bundle).
# كلام الطاولة من الفهارس الثانية، يختاره راوي السيرفر.

web-said = كلام الطاولة
web-login-heading = اللعب أونلاين
web-name = اسمك
web-password = كلمة المرور (للحساب؛ اتركها فارغة للضيف)
web-form = المخاطبة
web-guest = اللعب كضيف
web-login = تسجيل الدخول
web-register = تسجيل حساب جديد
web-lobby = الطاولات
web-refresh = تحديث القائمة
web-no-tables = ما فيه طاولة مفتوحة: افتح وحدة.
web-create = فتح طاولة
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
web-qaid = طاولة قيد (الغلطة تنلعب، وبعدين تنقيد)
web-bots = البوتات في المقاعد الفاضية
web-code = رمز الدعوة
web-join-code = الدخول برمز دعوة
web-room = قبل البداية
web-room-code = رمز الدعوة: { $code }
web-seat-empty = المقعد { $number }: فاضي، يلعب فيه بوت ({ $bot })
web-seat-person = المقعد { $number }: { $name }
web-seat-mine = المقعد { $number }: أنت
web-sit = الجلوس في المقعد { $number }
web-start = نبدأ الصكة
web-leave = الطلعة من الطاولة
web-seal = الخلط العادل: ختمه
web-table = الطاولة
web-hand = يدك
web-calls = الشراء
web-trick = الأكلة
web-trick-empty = ما فيه ورق على الطاولة.
web-score = النشرة
web-chat = الدردشة
web-chat-line = رسالة
web-send = إرسال
web-next-round = الجولة الجاية
web-lobby-back = الرجوع للصالة
web-match-over = خلصت الصكة.
web-settings = الإعدادات
web-sound = الأصوات
web-effects-volume = صوت الطاولة
web-cues-volume = صوت التنبيهات
web-speak = نطق كلام الطاولة (بدون قارئ شاشة)
web-large-text = خط كبير
web-contrast = تباين عالي
web-language = اللغة
web-keys = المفاتيح
web-keys-intro = مفاتيح نسخة الكمبيوتر تشتغل هنا، وعلى شاشة اللمس بدون قارئ شاشة تشتغل إيماءات التطبيق.
web-connecting = نتصل…
web-reconnecting = انقطع الاتصال. نحاول مرة ثانية…
web-offline = السيرفر ما يرد. حدّث الصفحة وجرّب مرة ثانية.
web-played = { $who }: { $card }
web-turn-yours = دورك
web-no-answer = ما فيه طاولة تسأل عنها.
