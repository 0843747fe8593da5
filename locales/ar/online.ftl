# اللعب عبر الإنترنت (issue 18): الاتصال، الصالة، مقاعد الطاولة، الحضور، الشبكة، الدردشة

menu-play-online = العب عبر الإنترنت
online-title = العب عبر الإنترنت
online-address = عنوان الخادم: { $address }
online-address-prompt = عنوان الخادم بصيغة المضيف:المنفذ
online-name = اسمك: { $name }
online-name-prompt = اسمك
online-host = تشغيل خادم على هذا الحاسوب: { $value }
online-connect = اتصال
online-bad-address = { $address } ليس عنوان خادم. اكتبه بصيغة المضيف:المنفذ، مثل 127.0.0.1:8765.
online-bad-name = الاسم من حرف واحد إلى { $limit } حرفًا.
online-server-started = بدأ الخادم على { $address }.
online-server-failed = تعذّر تشغيل الخادم على { $address }: ربما منفذه مشغول، أو خادم آخر لهذه اللعبة يعمل على هذا الحاسوب (اتصل به بدلًا من ذلك).
online-connecting = جارٍ الاتصال بالخادم { $address }.
online-unreachable = الخادم { $address } لا يجيب. تحقّق من العنوان، أو شغّل خادمًا على هذا الحاسوب.
online-error = رفض الخادم: { $code }.
online-error-unknown-table = لا توجد طاولة بهذا الرمز.
online-error-seat-taken = هذا المقعد محجوز.
online-error-match-started = الصكة بدأت: المقاعد تنختار قبل البداية.
online-error-not-creator = هذا لمنشئ الطاولة فقط.
online-no-answer = لم يجب الخادم منذ { $seconds } ثوانٍ. ما زلنا ننتظر؛ يجري فحص الاتصال.
online-waiting-players = بانتظار استعداد اللاعبين الآخرين للجولة التالية.
online-code = رمز الدعوة: { $code }.
online-code-copied = نُسخ إلى الحافظة.
online-code-not-copied = تعذّر نسخ الرمز إلى الحافظة.
online-code-prompt = رمز الدعوة

lobby-title = صالة اللعب عبر الإنترنت. أنت { $name }
lobby-table = طاولة { $name }، { $preset }، { $free ->
        [0] لا مقعد شاغر
        [one] مقعد شاغر واحد
        [two] مقعدان شاغران
       *[other] { $free } مقاعد شاغرة
    }، روبوتات { $bots }
lobby-mixed-bots = متنوعة
lobby-no-tables = لا توجد طاولة عامة بعد.
lobby-create = إنشاء طاولة
lobby-join-code = الانضمام برمز دعوة
lobby-refresh = تحديث القائمة
lobby-disconnect = قطع الاتصال

create-title = طاولة جديدة عبر الإنترنت
create-public = ظاهرة في الصالة: { $value }
create-bots = روبوتات للمقاعد الشاغرة: { $value }
create-confirm = إنشاء الطاولة

room-title = طاولتك قبل البداية
room-person = { $name } { $where }
room-sit = اجلس { $where } (روبوت { $bot } حتى ذلك الحين)
room-code = رمز الدعوة: { $code }
room-start = ابدأ الصكة
room-wait = بانتظار { $name } يبدأ الصكة
room-chat = كتابة رسالة دردشة
room-leave = مغادرة الطاولة

where-seat = في المقعد { $number }
where-me = في مقعد { $name }
where-right = على يمين { $name }
where-across = مقابل { $name }
where-left = على يسار { $name }
where-me-you = في مقعدك
where-right-you = على يمينك
where-across-you = مقابلك
where-left-you = على يسارك

presence-you-sit = أنت تجلس { $where }.
presence-bot = المقعد { $where } يأخذ روبوتًا { $bot }.
presence-taken = { $name } على الطاولة الآن، { $where }.
presence-left = { $name } خارج الطاولة الآن{ $started ->
        [yes] ؛ روبوت يلعب عن { $name }
       *[no] {""}
    }.
presence-dropped = انقطع اتصال { $name }؛ روبوت يلعب عن { $name }.
presence-back = { $name } على الطاولة من جديد.

net-lost = انقطع الاتصال بالخادم؛ نحاول من جديد.
net-retrying = إعادة الاتصال، المحاولة { $attempt }.
net-back = عاد الاتصال.
net-gave-up = لا يمكن الوصول إلى الخادم. العودة إلى القائمة الرئيسية.
net-summary = الجولة { $round }؛ لنا { $us }، لهم { $them }.

chat-line = { $name }: { $text }
chat-offline = الدردشة تعمل على طاولة عبر الإنترنت.
chat-prompt = رسالة دردشة
chat-history-empty = لا توجد رسالة دردشة بعد.
setting-chat = قراءة رسائل الدردشة: { $value }
quick-well-played = أحسنت اللعب!
quick-hurry = أسرع قليلًا لو سمحت.
quick-thanks = شكرًا!

text-field = { $prompt }، تحرير: { $text }
text-empty = فارغ
text-space = مسافة
text-deleted = حُذف { $sign }
text-too-long = { $limit } رمزًا على الأكثر.

## الطاولة ثابتة (issue 23): المقعد محجوز وقت إعادة المحاولة، المفتاح اللي يوقفها،
## ارجع لصكتك، والخروج من الطاولة يسأل أول

menu-back-to-match = ارجع لصكتك
confirm-leave-table = تبي تطلع من الطاولة؟ بنعلم الباقين إنك طلعت.
duration-minutes = { $count ->
        [zero] { $count } دقيقة
        [one] دقيقة
        [two] دقيقتين
        [few] { $count } دقايق
        [many] { $count } دقيقة
       *[other] { $count } دقيقة
    }
duration-seconds = { $count ->
        [zero] { $count } ثانية
        [one] ثانية
        [two] ثانيتين
        [few] { $count } ثواني
        [many] { $count } ثانية
       *[other] { $count } ثانية
    }
net-lost-kept = انقطع الاتصال بالخادم. مقعدك محجوز لك { $duration }؛ نحاول من جديد. اضغط { $key } إذا تبي توقف المحاولة.
net-stopped = وقفنا المحاولة. رجعنا للقائمة الرئيسية؛ «ارجع لصكتك» يحاول من جديد ما دام الخادم حاجز مقعدك.
net-gave-up-kept = الخادم للحين ما يرد. رجعنا للقائمة الرئيسية؛ «ارجع لصكتك» يحاول من جديد ما دام الخادم حاجز مقعدك.
net-seat-gone = مقعدك ما عاد محجوز: الصكة خلصت، أو راح وقت الرجوع.
net-back-unreachable = الخادم { $address } ما يرد للحين. جرّب «ارجع لصكتك» بعد شوي.
rule-offline = الاتصال بالخادم مقطوع، واللعبة تحاول ترجعه.
refused-offline = ما انرسلت: الاتصال بالخادم مقطوع.
