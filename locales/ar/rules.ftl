### المسرد في أول ملف game.ftl ينطبق على هذا الملف أيضًا.

## قارئ القوانين (النص نفسه في rules.md بجانب هذا الملف)

reader-title = { $title }، { $count ->
        [zero] لا أقسام
        [one] قسم واحد
        [two] قسمان
        [few] { $count } أقسام
        [many] { $count } قسمًا
       *[other] { $count } قسم
    }. { $paragraph } للفقرة اللِّي بعدها، و{ $heading } للعنوان اللِّي بعده، و{ $read } يقرا الباقي، و{ $search } تدوّر على كلمة.
reader-heading = { $text }، عنوان من المستوى { $level }
reader-end = نهاية القوانين.
reader-top = بداية القوانين.
reader-no-next-heading = ما فيه عنوان بعد هذا.
reader-no-previous-heading = ما فيه عنوان قبل هذا.
reader-where = { $section }: الفقرة { $position } من { $count }.
reader-position = { $position } / { $count }
reader-search-prompt = بحث: اكتب كلمة واضغط إدخال، والهروب يلغي.
reader-search-line = بحث: { $query }
reader-search-cancelled = انلغى البحث.
reader-search-empty = ما كتبت شي.
reader-search-none = ما فيه بحث للحين: اضغط { $keys } عشان تدوّر على كلمة.
reader-deleted = حُذف { $char }
reader-found = النتيجة { $position } من { $count }:
reader-wrapped = رجعنا للبداية.
reader-not-found = «{ $query }» مو موجودة في القوانين.
char-space = مسافة
