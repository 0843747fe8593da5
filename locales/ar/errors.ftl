# رفض الخادم، كل رمز بكلمات (issue 31): كان الرمز الخام مثل round_over يُقرأ كما هو.

online-error-already-named = عندك اسم من قبل في هذا السيرفر.
online-error-bad-options = السيرفر ما يقبل إعدادات الطاولة هذي.
online-error-chat-throttled = { $you ->
        [feminine] رسايل كثيرة في الدردشة: انتظري شوي.
       *[other] رسايل كثيرة في الدردشة: انتظر شوي.
    }
online-error-hello-first = { $you ->
        [feminine] السيرفر مو جاهز لك للحين: اتصلي من جديد.
       *[other] السيرفر مو جاهز لك للحين: اتصل من جديد.
    }
online-error-malformed = السيرفر ما فهم رسالة اللعبة.
online-error-malformed-action = السيرفر ما فهم هذي الحركة.
online-error-no-table = { $you ->
        [feminine] ادخلي طاولة أول.
       *[other] ادخل طاولة أول.
    }
online-error-not-seated = ما لك مقعد في هذي الطاولة.
online-error-not-started = الصكة ما بدأت للحين.
online-error-not-yourself = ما ينفع على نفسك.
online-error-round-not-over = الجولة ما خلصت للحين.
online-error-round-over = { $you ->
        [feminine] الجولة خلصت: انتظري اللِّي بعدها.
       *[other] الجولة خلصت: انتظر اللِّي بعدها.
    }
online-error-server-error = صار عند السيرفر خلل في هذا الطلب.
online-error-server-full = { $you ->
        [feminine] السيرفر مليان: جرّبي بعدين.
       *[other] السيرفر مليان: جرّب بعدين.
    }
online-error-stale = الحركة وصلت متأخرة: الطاولة مشت.
online-error-throttled = { $you ->
        [feminine] طلبات كثيرة مرة وحدة: انتظري شوي.
       *[other] طلبات كثيرة مرة وحدة: انتظر شوي.
    }
online-error-too-large = الرسالة طويلة على السيرفر.
online-error-unknown-bot = السيرفر ما يعرف مستوى البوت هذا.
online-error-version = { $you ->
        [feminine] السيرفر عليه نسخة ثانية من اللعبة: حدّثي واحد منهم.
       *[other] السيرفر عليه نسخة ثانية من اللعبة: حدّث واحد منهم.
    }
online-error-connection-closed = انقطع الاتصال بالسيرفر.
online-error-bad-cursor = قائمة الطاولات تغيّرت: نطلبها من جديد.
online-error-guess-wait = { $you ->
        [feminine] جرّبتِ رموز غلط واجد: انتظري شوي قبل ما تجرّبين رمز ثاني.
       *[other] جرّبت رموز غلط واجد: انتظر شوي قبل ما تجرّب رمز ثاني.
    }
online-error-login-wait = { $you ->
        [feminine] كلمات مرور غلط كثير من اتصالك: انتظري شوي وجرّبي مرة ثانية.
       *[other] كلمات مرور غلط كثير من اتصالك: انتظر شوي وجرّب مرة ثانية.
    }
online-error-register-wait = { $you ->
        [feminine] حسابات جديدة كثير من اتصالك: انتظري شوي قبل ما تسوّين حساب ثاني.
       *[other] حسابات جديدة كثير من اتصالك: انتظر شوي قبل ما تسوّي حساب ثاني.
    }
online-error-storage-full = { $you ->
        [feminine] قرص السيرفر مليان: جرّبي بعدين.
       *[other] قرص السيرفر مليان: جرّب بعدين.
    }
online-error-storage-error = { $you ->
        [feminine] السيرفر ما قدر يحفظ هذا: جرّبي بعدين.
       *[other] السيرفر ما قدر يحفظ هذا: جرّب بعدين.
    }
online-error-too-many-tables = { $you ->
        [feminine] عندك طاولات مفتوحة واجد: خلّصي وحدة أو اطلعي منها أول.
       *[other] عندك طاولات مفتوحة واجد: خلّص وحدة أو اطلع منها أول.
    }
online-error-too-many-watchers = هذي الطاولة ما تاخذ متفرجين زيادة.
online-error-table-failed = الطاولة وقفت بسبب خطأ في السيرفر.
online-error-not-your-seat = هذا مو مكانك.
online-error-chat-closed = على طاولة القيد الدردشة مقفلة من التوزيع لين تنحسب الجولة.
online-error-unknown-timer = السيرفر ما يعرف مؤقت الدور هذا.
online-error-bad-timer-seconds = السيرفر ما يقبل أوقات الدور هذي.
online-error-rated-guest = { $you ->
        [feminine] الطاولة المقيّمة للحسابات بس: ادخلي بحسابك عشان تقعدين فيها.
       *[other] الطاولة المقيّمة للحسابات بس: ادخل بحسابك عشان تقعد فيها.
    }
online-error-rated-seats = الصكة المقيّمة تبدأ وفيها أربعة حسابات قاعدين، بدون بوتات.
online-error-unknown-match = هذي الصكة مو من صكاتك اللي خلصت أونلاين.
online-error-bad-preset = هذي القوانين ما لها لوحة ترتيب.

# friends (issue 27)
online-error-unknown-player = ما فيه حساب بهذا الاسم على هذا السيرفر.
online-error-already-friends = أنتم أصدقاء من قبل.
online-error-blocked = { $you ->
        [feminine] أنتِ حاظرة هذا الاسم: فكّي الحظر أول.
       *[other] أنت حاظر هذا الاسم: فك الحظر أول.
    }
online-error-too-many-friends = واحد منكم عنده أكثر عدد أصدقاء يسمح فيه السيرفر.
online-error-too-many-requests = { $you ->
        [feminine] طلبات صداقة كثيرة منك تنتظر رد: انتظري شوي.
       *[other] طلبات صداقة كثيرة منك تنتظر رد: انتظر شوي.
    }
online-error-requests-full = { $you ->
        [feminine] طلبات صداقة كثيرة تنتظر عند هذا الاسم: حاولي بعدين.
       *[other] طلبات صداقة كثيرة تنتظر عند هذا الاسم: حاول بعدين.
    }
online-error-friend-throttled = { $you ->
        [feminine] طلبات صداقة كثيرة: انتظري شوي.
       *[other] طلبات صداقة كثيرة: انتظر شوي.
    }
online-error-no-request = هذا الطلب ما عاد موجود.
online-error-not-friend = هذا الاسم مو في أصدقائك.
online-error-friend-offline = صديقك مو أونلاين.
online-error-invite-throttled = { $you ->
        [feminine] العزيمة توها راحت: انتظري شوي.
       *[other] العزيمة توها راحت: انتظر شوي.
    }
online-error-no-invite = هذي العزيمة ما عادت موجودة.
online-error-private-full = { $you ->
        [feminine] رسايلك الأخيرة ما انقرت للحين: انتظري شوي.
       *[other] رسايلك الأخيرة ما انقرت للحين: انتظر شوي.
    }
online-error-in-match = { $you ->
        [feminine] عندك مقعد في صكة: كمّليها أول.
       *[other] عندك مقعد في صكة: كمّلها أول.
    }

# diwans (issue 30)
online-error-not-member = { $you ->
        [feminine] ما أنتِ عضوة في هذي الديوانية.
       *[other] ما أنت عضو في هذي الديوانية.
    }
online-error-not-moderator = هذا الشي لصاحب الديوانية ومشرفينها بس.
online-error-not-diwan-creator = هذا الشي لصاحب الديوانية بس.
online-error-diwan-name-taken = { $you ->
        [feminine] فيه ديوانية بهذا الاسم من قبل: اختاري اسم ثاني.
       *[other] فيه ديوانية بهذا الاسم من قبل: اختر اسم ثاني.
    }
online-error-too-many-diwans = { $you ->
        [feminine] أنتِ في أكثر عدد ديوانيات يسمح فيه السيرفر: اطلعي من وحدة أول.
       *[other] أنت في أكثر عدد ديوانيات يسمح فيه السيرفر: اطلع من وحدة أول.
    }
online-error-not-invited = هذي الديوانية تدخّل اللي تعزمهم بس.
online-error-diwan-banned = { $you ->
        [feminine] أنتِ محظورة من هذي الديوانية.
       *[other] أنت محظور من هذي الديوانية.
    }
online-error-diwan-full = هذي الديوانية فيها أكثر عدد أعضاء يسمح فيه السيرفر.
online-error-already-member = { $you ->
        [feminine] أنتِ عضوة في هذي الديوانية من قبل.
       *[other] أنت عضو في هذي الديوانية من قبل.
    }
online-error-cannot-invite = هذا الاسم عضو من قبل، أو محظور من الديوانية.
online-error-diwan-creator = { $you ->
        [feminine] أنتِ صاحبة الديوانية، وما تقدرين تطلعين منها.
       *[other] أنت صاحب الديوانية، وما تقدر تطلع منها.
    }
online-error-unknown-diwan = ما عاد فيه ديوانية بهذا الاسم.
online-error-unknown-tournament = هالبطولة مو موجودة على السيرفر.
online-error-bad-tournament = السيرفر ما يقبل نظام هالبطولة أو عدد فرقها.
online-error-bad-start = البطولة لازم تبدأ خلال الأيام اللي يسمح فيها السيرفر.
online-error-unknown-organiser = السيرفر ما يعرف مين منظّم هالبطولة.
online-error-too-many-tournaments = فيه بطولات كثير تنتظر تبدأ: خلّ وحدة تخلص أول.
online-error-registration-closed = التسجيل انقفل: البطولة بدأت.
online-error-tournament-full = البطولة مكتملة.
online-error-unknown-partner = { $you ->
        [feminine] ما فيه حساب بهالاسم: تأكدي من اسم خويّك.
       *[other] ما فيه حساب بهالاسم: تأكد من اسم خويّك.
    }
online-error-not-registered = { $you ->
        [feminine] أنتِ مو مسجّلة في هالبطولة.
       *[other] أنت مو مسجّل في هالبطولة.
    }
online-error-tournament-table = على طاولة البطولة القرعة هي اللي اختارت المقاعد.
online-error-tournament-guest = { $you ->
        [feminine] البطولات للحسابات بس: ادخلي بحسابك، أو سجّلي اسمك.
       *[other] البطولات للحسابات بس: ادخل بحسابك، أو سجّل اسمك.
    }
online-error-tournament-cluster = هالسيرفر شغّال على أكثر من عملية، والبطولات تبيه على عملية وحدة: للحين ما انفتحت هنا.
