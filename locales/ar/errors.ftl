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
