# اللعب عبر الإنترنت (issue 18): الاتصال، الصالة، مقاعد الطاولة، الحضور، الشبكة، الدردشة

menu-play-online = العب عبر الإنترنت
online-title = العب عبر الإنترنت
online-address = عنوان الخادم: { $address }
online-address-prompt = عنوان الخادم بصيغة المضيف:المنفذ
online-name = اسمك: { $name }
online-name-prompt = اسمك
online-host = تشغيل خادم على هذا الحاسوب: { $value }
online-connect = العب كضيف
online-bad-address = { $address } مو عنوان سيرفر. اكتبه كذا: المضيف:المنفذ، مثل 127.0.0.1:8765.
online-bad-name = الاسم من حرف واحد إلى { $limit } حرفًا.
online-server-started = بدأ الخادم على { $address }.
online-server-failed = تعذّر تشغيل الخادم على { $address }: ربما منفذه مشغول، أو خادم آخر لهذه اللعبة يعمل على هذا الحاسوب (اتصل به بدلًا من ذلك).
online-connecting = جارٍ الاتصال بالخادم { $address }.
online-unreachable = الخادم { $address } لا يجيب. تحقّق من العنوان، أو شغّل خادمًا على هذا الحاسوب.
online-error = { $code ->
       *[other] الخادم رفض الطلب.
    }
online-error-unknown-table = لا توجد طاولة بهذا الرمز.
online-error-seat-taken = هذا المقعد محجوز.
online-error-match-started = الصكة بدأت: المقاعد تنختار قبل البداية.
online-error-not-creator = هذا لمنشئ الطاولة فقط.
online-no-answer = الخادم ما رد من { $seconds ->
        [zero] شوي
        [one] ثانية
        [two] ثانيتين
        [few] { $seconds } ثواني
        [many] { $seconds } ثانية
       *[other] { $seconds } ثانية
    }. باقي ننتظر ونفحص الاتصال.
online-waiting-players = ننتظر باقي اللاعبين يجهزون للجولة الجاية.
online-code = رمز الدعوة: { $code }.
online-code-copied = نُسخ إلى الحافظة.
online-code-not-copied = تعذّر نسخ الرمز إلى الحافظة.
online-code-prompt = رمز الدعوة

lobby-title = صالة اللعب عبر الإنترنت. أنت { $name }
lobby-table = طاولة { $name }، { $preset }، { $free ->
        [0] ما فيها مقعد فاضي
        [one] مقعد فاضي واحد
        [two] مقعدين فاضية
        [few] { $free } مقاعد فاضية
        [many] { $free } مقعدًا فاضيًا
       *[other] { $free } مقعد فاضي
    }، مستوى الروبوتات: { $bots }
lobby-table-options = { $table }: { $options }
lobby-mixed-bots = متنوعة
lobby-no-tables = ما فيه طاولة عامة للحين.
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
room-wait = ننتظر بداية الصكة من { $name }
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

presence-you-sit = قعدت { $where }.
presence-bot = قعد { $where } روبوت { $bot }.
presence-taken = { $name } قعد { $where }.
presence-left = { $name } طلع من الطاولة{ $started ->
        [yes] ، وروبوت يلعب بداله
       *[no] {""}
    }.
presence-dropped = انقطع اتصال { $name }؛ روبوت يلعب عن { $name }.
presence-back = { $name } على الطاولة من جديد.

net-lost = انقطع الاتصال بالخادم؛ نحاول من جديد.
net-retrying = نحاول نتصل من جديد، المحاولة { $attempt }.
net-moving = نعيد الاتصال.
net-back = عاد الاتصال.
net-gave-up = لا يمكن الوصول إلى الخادم. العودة إلى القائمة الرئيسية.
net-summary = الجولة { $round }؛ لنا { $us }، لهم { $them }.

chat-line = { $name }: { $text }
chat-offline = الدردشة تعمل على طاولة عبر الإنترنت.
chat-prompt = رسالة دردشة
chat-history-empty = ما فيه رسايل دردشة للحين.
setting-chat = قراءة رسائل الدردشة: { $value }
quick-well-played = كفو!
quick-hurry = شوي أسرع الله يعافيك.
quick-thanks = مشكور!

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

## خادم مفتوح للجميع (issue 24): الحسابات، الأسماء، اللي على الطاولة، الإشراف

online-connect-as = ادخل باسم { $name }
online-log-in = دخول بكلمة المرور
online-register = سجّل هذا الاسم
online-log-out-everywhere = اطلع من حسابك في كل الأجهزة
online-password-prompt = كلمة المرور حق { $name }
online-password-new = كلمة مرور جديدة حق { $name }، ثمانية رموز على الأقل
online-password-again = نفس كلمة المرور مرة ثانية
online-bad-password = كلمة المرور { $count } رموز على الأقل.
online-passwords-differ = كلمتا المرور مختلفتين: ما انسجّل شي.
online-logged-out = طلعت من حسابك في كل الأجهزة: الدخول الجاي يطلب كلمة المرور.
online-error-bad-login = الاسم أو كلمة المرور غلط.
online-error-name-taken = هذا الاسم مأخوذ في هذا الخادم: اختر غيره، أو ادخل بحسابك.
online-error-reserved-name = ما ينفع الاسم يكون كلمة مقعد أو ضمير أو كلمة تتكلم باسمها اللعبة، مثل الموزع أو البوت أو الضيف أو النظام: اختر غيره.
online-error-bad-name = في الاسم رمز ما ينقال: اختر غيره.
online-error-accounts-only = هذا الخادم للحسابات بس: ادخل بحسابك، أو سجّل اسمك.
online-error-not-logged-in = دخولك المحفوظ ما عاد صالح: ادخل بكلمة المرور.
online-error-banned = هذا الحساب محظور في هذا الخادم.
online-error-login-throttled = كلمات مرور غلط كثير لهذا الاسم: انتظر شوي وجرّب مرة ثانية.
online-error-not-at-table = هذا اللاعب ما عاد على الطاولة.
online-error-already-reported = بلّغت عن هذا اللاعب من قبل، وبلاغك عند مشرف الخادم.
online-error-report-throttled = بلاغات كثيرة الحين: حاول بعدين.
online-error-guest = الضيف ما له حساب يطلع منه.
online-error-bad-text = في الرسالة رمز ما ينرسل.
online-removed = انشلت من الطاولة.
online-banned = انشلت من الطاولة، وما تقدر ترجع لها.
name-guest = الضيف { $name }
name-seat = { $name } { $where }
where-watching = من المتفرجين
chat-speaker = { $name }، { $where }
chat-line-mine = قلت: { $text }
people-offline = قائمة اللِّي على الطاولة تشتغل على طاولة عبر الإنترنت.
people-title = اللِّي على الطاولة
people-nobody = ما فيه أحد غيرك على الطاولة.
people-watcher = { $name } من المتفرجين على الطاولة
people-new-code = غيّر رمز الدعوة
people-mute = اكتم { $name }
people-unmute = رجّع صوت { $name }
people-block = احظر { $name }
people-unblock = فك الحظر عن { $name }
people-report = بلّغ عن { $name }
people-remove = شيل { $name } من الطاولة
people-ban = شيل { $name } نهائيًا
people-muted = ما عاد تسمع رسايل { $name }.
people-unmuted = رجعت تسمع رسايل { $name }.
people-blocked = حظرت { $name }: ما توصلك رسايل ولا دعوات من { $name }.
people-unblocked = شلت الحظر عن { $name }.
people-reported = انرسل بلاغ عن { $name } لمشرف الخادم، مع آخر رسايل الطاولة ولعبها.
people-joined = { $name } الحين على الطاولة.
people-watching = { $name } الحين من المتفرجين على الطاولة.
people-left = الطاولة ما عاد فيها { $name }.
people-removed = منشئ الطاولة شال { $name } منها.
people-banned = منشئ الطاولة شال { $name } منها نهائيًا.
people-code-changed = رمز الدعوة الجديد: { $code }.
confirm-report = تبي تبلّغ مشرف الخادم عن هذا اللاعب؟ آخر رسايل الطاولة ولعبها تنرسل مع البلاغ.
confirm-remove = تبي تشيل هذا اللاعب من الطاولة؟
confirm-ban = تبي تشيل هذا اللاعب من الطاولة نهائيًا؟
text-hidden = نجمة
text-hidden-count = { $count ->
        [zero] ما فيه رموز
        [one] رمز مخفي واحد
        [two] رمزين مخفيين
        [few] { $count } رموز مخفية
        [many] { $count } رمزًا مخفيًا
       *[other] { $count } رمز مخفي
    }

# A table's options, chosen by its creator (the same for all four seats)
create-timer = مؤقت الدور: { $value }
create-memory-aids = مساعدات الذاكرة للأربعة كلهم: { $value }
timer-custom = { $card ->
        [zero] على كيفك (بلا وقت للورقة، { $call } للنداء)
        [one] على كيفك (ثانية للورقة، { $call } للنداء)
        [two] على كيفك (ثانيتين للورقة، { $call } للنداء)
        [few] على كيفك ({ $card } ثواني للورقة، { $call } للنداء)
        [many] على كيفك ({ $card } ثانية للورقة، { $call } للنداء)
       *[other] على كيفك ({ $card } ثانية للورقة، { $call } للنداء)
    }
table-options = { $kind }؛ مؤقت الدور { $timer }؛ مساعدات الذاكرة { $aids }.
table-options-joined = على هذي الطاولة: { $kind }؛ مؤقت الدور { $timer }؛ مساعدات الذاكرة { $aids }.
table-aids-on = مشغّلة
table-aids-off = مطفأة
memory-aids-off-table = مساعدات الذاكرة مقفلة على هذي الطاولة: صاحبها اختار كذا.
timer-out-seat = خلص الوقت على { $seat }: البوت يلعب عنه.

# watching a match (ui/watch.py): the seats by name, never "you"
watch-started = أنت تتفرج على هالصكة، متأخر أكلة عن اللاعبين. { $leave } للطلعة.
watch-seat = لاعب { $number }
watch-no-hand = أنت تتفرج: المتفرج ما عنده ورق.
watch-not-available = هذا مو متاح للمتفرج.
watch-projects = مشاريع { $team } تنحسب. { $projects }
watch-round = هالجولة: { $first } جابوا { $a }، { $second } جابوا { $b }.
watch-totals = الصكة: { $first } معهم { $a }، { $second } معهم { $b }.
watch-won = { $team } فازوا بالصكة، { $a } مقابل { $b }.
lobby-table-watch = { $table } صكتها بدأت: اخترها عشان تتفرج عليها.
