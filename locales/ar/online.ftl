# اللعب عبر الإنترنت (issue 18): الاتصال، الصالة، مقاعد الطاولة، الحضور، الشبكة، الدردشة

menu-play-online = اللعب أونلاين
online-title = اللعب أونلاين
online-address = عنوان السيرفر: { $address }
online-address-prompt = عنوان السيرفر بصيغة المضيف:المنفذ
online-name = اسمك: { $name }
online-name-prompt = اسمك
online-host = تشغيل سيرفر على هذا الجهاز: { $value }
online-connect = اللعب كضيف
online-bad-address = { $you ->
        [feminine] { $address } مو عنوان سيرفر. اكتبيه كذا: المضيف:المنفذ، مثل 127.0.0.1:8765.
       *[other] { $address } مو عنوان سيرفر. اكتبه كذا: المضيف:المنفذ، مثل 127.0.0.1:8765.
    }
online-bad-name = الاسم من حرف واحد إلى { $limit } حرفًا.
online-server-started = السيرفر شغّال على { $address }.
online-server-failed = { $you ->
        [feminine] ما قدرنا نشغّل السيرفر على { $address }: يمكن منفذه مشغول، أو فيه سيرفر ثاني لهذي اللعبة شغّال على هذا الجهاز (اتصلي فيه بداله).
       *[other] ما قدرنا نشغّل السيرفر على { $address }: يمكن منفذه مشغول، أو فيه سيرفر ثاني لهذي اللعبة شغّال على هذا الجهاز (اتصل فيه بداله).
    }
online-connecting = نتصل بالسيرفر { $address }.
online-unreachable = { $you ->
        [feminine] السيرفر { $address } ما يرد. تأكدي من العنوان، أو شغّلي سيرفر على هذا الجهاز.
       *[other] السيرفر { $address } ما يرد. تأكد من العنوان، أو شغّل سيرفر على هذا الجهاز.
    }
online-error = { $code ->
       *[other] السيرفر رفض الطلب.
    }
online-error-unknown-table = ما فيه طاولة بهذا الرمز.
online-error-seat-taken = هذا المقعد محجوز.
online-error-match-started = الصكة بدأت: المقاعد تنختار قبل البداية.
online-error-not-creator = هذا لصاحب الطاولة بس.
online-no-answer = السيرفر ما رد من { $seconds ->
        [zero] شوي
        [one] ثانية
        [two] ثانيتين
        [few] { $seconds } ثواني
        [many] { $seconds } ثانية
       *[other] { $seconds } ثانية
    }. باقي ننتظر ونفحص الاتصال.
online-waiting-players = ننتظر باقي اللاعبين يجهزون للجولة الجاية.
online-code = رمز الدعوة: { $code }.
online-code-copied = نسخناه في الحافظة.
online-code-not-copied = ما قدرنا ننسخ الرمز في الحافظة.
online-code-prompt = رمز الدعوة

lobby-title = الصالة أونلاين. أنت { $name }
lobby-table = طاولة { $name }، { $preset }، { $free ->
        [0] ما فيها مقعد فاضي
        [one] فيها مقعد فاضي واحد
        [two] فيها مقعدين فاضية
        [few] فيها { $free } مقاعد فاضية
        [many] فيها { $free } مقعد فاضي
       *[other] فيها { $free } مقعد فاضي
    }، مستوى البوتات: { $bots }
lobby-table-options = { $table }: { $options }
lobby-mixed-bots = منوّع
lobby-no-tables = ما فيه طاولة عامة للحين.
lobby-create = فتح طاولة
lobby-join-code = الدخول برمز دعوة
lobby-refresh = تحديث القائمة
lobby-disconnect = قطع الاتصال

create-title = طاولة أونلاين جديدة
create-public = ظاهرة في الصالة: { $value }
create-bots = بوتات للمقاعد الفاضية: { $value }
create-confirm = فتح الطاولة

room-title = طاولتك قبل البداية
room-person = { $name } { $where }
room-sit = مقعد { $where } (فيه بوت { $bot } للحين)
room-code = رمز الدعوة: { $code }
room-start = نبدأ الصكة
room-wait = ننتظر بداية الصكة من { $name }
room-chat = كتابة رسالة
room-leave = الطلعة من الطاولة

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
presence-bot = قعد { $where } بوت { $bot }.
presence-taken = { $name-form ->
        [feminine] { $name } قعدت { $where }.
        [masculine] { $name } قعد { $where }.
       *[other] { $name } الحين { $where }.
    }
presence-left = { $name-form ->
        [feminine] { $name } طلعت من الطاولة{ $started ->
            [yes] ، وبوت يلعب بدالها
           *[no] {""}
        }.
        [masculine] { $name } طلع من الطاولة{ $started ->
            [yes] ، وبوت يلعب بداله
           *[no] {""}
        }.
       *[other] الطاولة ما عاد فيها { $name }{ $started ->
            [yes] ، وبوت يكمّل في نفس المقعد
           *[no] {""}
        }.
    }
presence-dropped = انقطع اتصال { $name }؛ بوت يلعب عن { $name }.
presence-back = { $name-form ->
        [feminine] { $name } رجعت للطاولة.
        [masculine] { $name } رجع للطاولة.
       *[other] { $name } على الطاولة من جديد.
    }

net-lost = انقطع الاتصال بالسيرفر؛ نحاول من جديد.
net-retrying = نحاول نتصل من جديد، المحاولة { $attempt }.
net-moving = نعيد الاتصال.
net-back = رجع الاتصال.
net-gave-up = ما قدرنا نوصل للسيرفر. رجعنا للقائمة الرئيسية.
net-summary = الجولة { $round }؛ لنا { $us }، لهم { $them }.

chat-line = { $name }: { $text }
chat-offline = الدردشة بس على طاولة أونلاين.
chat-prompt = رسالة دردشة
chat-history-empty = ما فيه رسايل دردشة للحين.
setting-chat = قراءة رسايل الدردشة: { $value }
quick-well-played = كفو!
quick-hurry = شوي أسرع الله يعافيك.
quick-thanks = مشكور!

text-field = { $prompt }، تحرير: { $text }
text-empty = فاضي
text-space = مسافة
text-deleted = انمسح { $sign }
text-too-long = { $limit } حرف على الأكثر.

## الطاولة ثابتة (issue 23): المقعد محجوز وقت إعادة المحاولة، المفتاح اللي يوقفها،
## ارجع لصكتك، والخروج من الطاولة يسأل أول

menu-back-to-match = رجوع لصكتك
confirm-leave-table = { $you ->
        [feminine] تبين تطلعين من الطاولة؟ بنعلم الباقين إنك طلعتِ.
       *[other] تبي تطلع من الطاولة؟ بنعلم الباقين إنك طلعت.
    }
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
net-lost-kept = { $you ->
        [feminine] انقطع الاتصال بالسيرفر. مقعدك محجوز لك { $duration }؛ نحاول من جديد. اضغطي { $key } إذا تبين توقفين المحاولة.
       *[other] انقطع الاتصال بالسيرفر. مقعدك محجوز لك { $duration }؛ نحاول من جديد. اضغط { $key } إذا تبي توقف المحاولة.
    }
net-stopped = وقفنا المحاولة. رجعنا للقائمة الرئيسية؛ «رجوع لصكتك» يحاول من جديد ما دام السيرفر حاجز مقعدك.
net-gave-up-kept = السيرفر للحين ما يرد. رجعنا للقائمة الرئيسية؛ «رجوع لصكتك» يحاول من جديد ما دام السيرفر حاجز مقعدك.
net-seat-gone = مقعدك ما عاد محجوز: الصكة خلصت، أو راح وقت الرجوع.
net-back-unreachable = { $you ->
        [feminine] السيرفر { $address } ما يرد للحين. جرّبي «رجوع لصكتك» بعد شوي.
       *[other] السيرفر { $address } ما يرد للحين. جرّب «رجوع لصكتك» بعد شوي.
    }
rule-offline = الاتصال بالسيرفر مقطوع، واللعبة تحاول ترجعه.
refused-offline = ما انرسلت: الاتصال بالسيرفر مقطوع.

## خادم مفتوح للجميع (issue 24): الحسابات، الأسماء، اللي على الطاولة، الإشراف

online-connect-as = الدخول باسم { $name }
online-log-in = دخول بكلمة المرور
online-register = تسجيل هذا الاسم
online-log-out-everywhere = الطلعة من حسابك في كل الأجهزة
online-password-prompt = كلمة المرور حق { $name }
online-password-new = كلمة مرور جديدة حق { $name }، ثمانية حروف على الأقل
online-password-again = نفس كلمة المرور مرة ثانية
online-bad-password = كلمة المرور { $count ->
        [zero] بدون حروف
        [one] حرف واحد
        [two] حرفين
        [few] { $count } حروف
        [many] { $count } حرف
       *[other] { $count } حرف
    } على الأقل.
online-passwords-differ = كلمة المرور مو نفسها في المرتين: ما انسجّل شي.
online-logged-out = طلعت من حسابك في كل الأجهزة: الدخول الجاي يطلب كلمة المرور.
online-error-bad-login = الاسم أو كلمة المرور غلط.
online-error-name-taken = { $you ->
        [feminine] هذا الاسم مأخوذ في هذا السيرفر: اختاري غيره، أو ادخلي بحسابك.
       *[other] هذا الاسم مأخوذ في هذا السيرفر: اختر غيره، أو ادخل بحسابك.
    }
online-error-reserved-name = { $you ->
        [feminine] ما ينفع الاسم يكون كلمة مقعد أو ضمير أو كلمة تتكلم باسمها اللعبة، مثل الموزع أو البوت أو الضيف أو النظام: اختاري غيره.
       *[other] ما ينفع الاسم يكون كلمة مقعد أو ضمير أو كلمة تتكلم باسمها اللعبة، مثل الموزع أو البوت أو الضيف أو النظام: اختر غيره.
    }
online-error-bad-name = { $you ->
        [feminine] في الاسم حرف ما ينقال: اختاري غيره.
       *[other] في الاسم حرف ما ينقال: اختر غيره.
    }
online-error-accounts-only = { $you ->
        [feminine] هذا السيرفر للحسابات بس: ادخلي بحسابك، أو سجّلي اسمك.
       *[other] هذا السيرفر للحسابات بس: ادخل بحسابك، أو سجّل اسمك.
    }
online-error-not-logged-in = { $you ->
        [feminine] دخولك المحفوظ ما عاد صالح: ادخلي بكلمة المرور.
       *[other] دخولك المحفوظ ما عاد صالح: ادخل بكلمة المرور.
    }
online-error-banned = هذا الحساب محظور في هذا السيرفر.
online-error-login-throttled = { $you ->
        [feminine] كلمات مرور غلط كثير لهذا الاسم: انتظري شوي وجرّبي مرة ثانية.
       *[other] كلمات مرور غلط كثير لهذا الاسم: انتظر شوي وجرّب مرة ثانية.
    }
online-error-not-at-table = ما عاد فيه أحد بهذا الاسم على الطاولة.
online-error-already-reported = بلّغت عن هذا اللاعب من قبل، وبلاغك عند مشرف السيرفر.
online-error-report-throttled = { $you ->
        [feminine] بلاغات كثيرة الحين: حاولي بعدين.
       *[other] بلاغات كثيرة الحين: حاول بعدين.
    }
online-error-guest = حساب الضيف ما فيه طلعة من كل الأجهزة.
online-error-bad-text = في الرسالة حرف ما ينرسل.
online-removed = انشلت من الطاولة.
online-banned = { $you ->
        [feminine] انشلتِ من الطاولة، وما تقدرين ترجعين لها.
       *[other] انشلت من الطاولة، وما تقدر ترجع لها.
    }
name-guest = { $name-form ->
        [feminine] الضيفة { $name }
        [masculine] الضيف { $name }
       *[other] { $name }، بحساب ضيف
    }
name-seat = { $name } { $where }
where-watching = من المتفرجين
chat-speaker = { $name }، { $where }
chat-line-mine = { $you ->
        [feminine] قلتِ: { $text }
       *[other] قلتَ: { $text }
    }
people-offline = قائمة اللِّي على الطاولة بس على طاولة أونلاين.
people-title = اللِّي على الطاولة
people-nobody = ما فيه أحد غيرك على الطاولة.
people-watcher = { $name } من المتفرجين على الطاولة
people-new-code = تغيير رمز الدعوة
people-mute = كتم { $name }
people-unmute = سماع رسايل { $name } من جديد
people-block = حظر { $name }
people-unblock = فك الحظر عن { $name }
people-report = بلاغ عن { $name }
people-remove = تطليع { $name } من الطاولة
people-ban = تطليع { $name } نهائيًا
people-muted = { $you ->
        [feminine] ما عاد تسمعين رسايل { $name }.
       *[other] ما عاد تسمع رسايل { $name }.
    }
people-unmuted = { $you ->
        [feminine] رجعتِ تسمعين رسايل { $name }.
       *[other] رجعت تسمع رسايل { $name }.
    }
people-blocked = حظرت { $name }: ما توصلك رسايل ولا دعوات من { $name }.
people-unblocked = شلت الحظر عن { $name }.
people-reported = انرسل بلاغ عن { $name } لمشغّل السيرفر، مع آخر رسايل الطاولة ولعبها.
people-joined = { $name-form ->
        [feminine] { $name } دخلت الطاولة.
        [masculine] { $name } دخل الطاولة.
       *[other] { $name } الحين على الطاولة.
    }
people-watching = { $name } الحين من المتفرجين على الطاولة.
people-left = { $name-form ->
        [feminine] { $name } طلعت من الطاولة.
        [masculine] { $name } طلع من الطاولة.
       *[other] الطاولة ما عاد فيها { $name }.
    }
people-removed = صاحب الطاولة طلّع { $name } منها.
people-banned = صاحب الطاولة طلّع { $name } منها نهائيًا.
people-code-changed = رمز الدعوة الجديد: { $code }.
confirm-report = { $you ->
        [feminine] تبين تبلّغين مشغّل السيرفر عن { $name }؟ آخر رسايل الطاولة ولعبها تنرسل مع البلاغ.
       *[other] تبي تبلّغ مشغّل السيرفر عن { $name }؟ آخر رسايل الطاولة ولعبها تنرسل مع البلاغ.
    }
confirm-remove = { $you ->
        [feminine] تبين تطلّعين { $name } من الطاولة؟
       *[other] تبي تطلّع { $name } من الطاولة؟
    }
confirm-ban = { $you ->
        [feminine] تبين تطلّعين { $name } من الطاولة نهائيًا؟
       *[other] تبي تطلّع { $name } من الطاولة نهائيًا؟
    }
text-hidden = نجمة
text-hidden-count = { $count ->
        [zero] ما فيه حروف
        [one] حرف مخفي واحد
        [two] حرفين مخفية
        [few] { $count } حروف مخفية
        [many] { $count } حرف مخفي
       *[other] { $count } حرف مخفي
    }

# A table's options, chosen by its creator (the same for all four seats)
create-timer = مؤقت الدور: { $value }
create-memory-aids = مساعدات الذاكرة للأربعة كلهم: { $value }
timer-custom = { $card ->
        [zero] على كيفك (بلا وقت للورقة، { $call } للشرا)
        [one] على كيفك (ثانية للورقة، { $call } للشرا)
        [two] على كيفك (ثانيتين للورقة، { $call } للشرا)
        [few] على كيفك ({ $card } ثواني للورقة، { $call } للشرا)
        [many] على كيفك ({ $card } ثانية للورقة، { $call } للشرا)
       *[other] على كيفك ({ $card } ثانية للورقة، { $call } للشرا)
    }
table-options = { $kind }؛ مؤقت الدور { $timer }؛ مساعدات الذاكرة { $aids }.
table-options-joined = على هذي الطاولة: { $kind }؛ مؤقت الدور { $timer }؛ مساعدات الذاكرة { $aids }.
table-aids-on = مشغّلة
table-aids-off = مطفية
memory-aids-off-table = مساعدات الذاكرة مطفية على هذي الطاولة، بإعداد صاحبها.
timer-out-seat = خلص الوقت على { $seat }: { $seat-is-me ->
        [feminine] البوت يلعب عنها.
        [unspecified] البوت يكمّل عن هذا المقعد.
       *[other] البوت يلعب عنه.
    }

# watching a match (ui/watch.py): the seats by name, never "you"
watch-started = { $you ->
        [feminine] أنتِ تتفرجين على هالصكة، متأخرة أكلة عن اللاعبين. { $leave } للطلعة.
       *[other] أنت تتفرج على هالصكة، متأخر أكلة عن اللاعبين. { $leave } للطلعة.
    }
watch-seat = لاعب { $number }
watch-no-hand = { $you ->
        [feminine] أنتِ تتفرجين: المتفرج ما عنده ورق.
       *[other] أنت تتفرج: المتفرج ما عنده ورق.
    }
watch-not-available = هذا مو متاح للمتفرج.
watch-projects = مشاريع { $team } تنحسب. { $projects }
watch-round = هالجولة: { $first } جابوا { $a }، { $second } جابوا { $b }.
watch-totals = الصكة: { $first } معهم { $a }، { $second } معهم { $b }.
watch-won = { $team } فازوا بالصكة، { $a } مقابل { $b }.
lobby-table-watch = { $you ->
        [feminine] { $table } صكتها بدأت: اختاريها عشان تتفرجين عليها.
       *[other] { $table } صكتها بدأت: اخترها عشان تتفرج عليها.
    }
