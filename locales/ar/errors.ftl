# رفض الخادم، كل رمز بكلمات (issue 31): كان الرمز الخام مثل round_over يُقرأ كما هو.

online-error-already-named = عندك اسم من قبل في هذا الخادم.
online-error-bad-options = الخادم ما يقبل إعدادات الطاولة هذي.
online-error-chat-throttled = رسائل كثيرة في الدردشة: انتظر شوي.
online-error-hello-first = الخادم مو جاهز لك للحين: اتصل من جديد.
online-error-malformed = الخادم ما فهم رسالة اللعبة.
online-error-malformed-action = الخادم ما فهم هذي الحركة.
online-error-no-table = ادخل طاولة أول.
online-error-not-seated = ما لك مقعد في هذي الطاولة.
online-error-not-started = الصكة ما بدأت للحين.
online-error-not-yourself = ما تقدر تسويها على نفسك.
online-error-round-not-over = الجولة ما خلصت للحين.
online-error-round-over = الجولة خلصت: انتظر اللِّي بعدها.
online-error-server-error = صار عند الخادم خلل في هذا الطلب.
online-error-server-full = الخادم مليان: جرّب بعدين.
online-error-stale = الحركة وصلت متأخرة: الطاولة مشت.
online-error-throttled = طلبات كثيرة مرة وحدة: انتظر شوي.
online-error-too-large = الرسالة طويلة على الخادم.
online-error-unknown-bot = الخادم ما يعرف مستوى الروبوت هذا.
online-error-version = الخادم عليه نسخة ثانية من اللعبة: حدّث واحد منهم.
online-error-connection-closed = انقطع الاتصال بالخادم.
online-error-bad-cursor = قائمة الطاولات تغيّرت: اطلبها من جديد.
online-error-guess-wait = جرّبت رموز غلط واجد: انتظر شوي قبل ما تجرّب رمز ثاني.
online-error-storage-full = قرص الخادم مليان: جرّب بعدين.
online-error-storage-error = الخادم ما قدر يحفظ هذا: جرّب بعدين.
online-error-too-many-tables = عندك طاولات مفتوحة واجد: خلّص وحدة أو اطلع منها أول.
online-error-too-many-watchers = هذي الطاولة ما تاخذ متفرجين زيادة.
online-error-table-failed = الطاولة وقفت بسبب خطأ في الخادم.
online-error-not-your-seat = هذا مو مكانك.
online-error-chat-closed = على طاولة القيد الدردشة مقفلة من التوزيع لين تنحسب الجولة.
online-error-unknown-timer = الخادم ما يعرف مؤقت الدور هذا.
online-error-bad-timer-seconds = الخادم ما يقبل أوقات الدور هذي.

# friends (issue 27)
online-error-unknown-player = ما فيه حساب بهذا الاسم على هذا السيرفر.
online-error-already-friends = أنتم أصدقاء من قبل.
online-error-blocked = أنت حاظر هذا اللاعب: فك الحظر أول.
online-error-too-many-friends = واحد منكم عنده أكثر عدد أصدقاء يسمح فيه السيرفر.
online-error-too-many-requests = طلبات صداقة كثيرة منك تنتظر رد: انتظر شوي.
online-error-requests-full = هذا اللاعب عنده طلبات صداقة كثيرة تنتظر: حاول بعدين.
online-error-friend-throttled = طلبات صداقة كثيرة: انتظر شوي.
online-error-no-request = هذا الطلب ما عاد موجود.
online-error-not-friend = هذا اللاعب مو صديقك.
online-error-friend-offline = صديقك غير متصل.
online-error-invite-throttled = عزمته قبل شوي: انتظر شوي.
online-error-no-invite = هذي العزيمة ما عادت موجودة.
online-error-private-full = صديقك ما قرا رسايلك الأخيرة للحين: انتظره.
