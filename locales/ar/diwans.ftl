## الديوانيات عبر الإنترنت (baloot_audio/ui/diwans.py, diwans_screens.py): مجلس دايم لجماعة، للحسابات بس

lobby-diwans = الديوانيات
diwans-title = الديوانيات
diwans-none = ما أنت في أي ديوانية للحين: أنشئ وحدة، أو ادخل وحدة مفتوحة.
diwans-open = الديوانيات المفتوحة للكل
diwans-open-none = ما فيه ديوانية مفتوحة للكل للحين.
diwans-create = { $open ->
        [yes] أنشئ ديوانية مفتوحة للكل
       *[no] أنشئ ديوانية بالعزيمة
    }
diwans-create-prompt = اسم الديوانية
diwans-accounts-only = الديوانيات للحسابات بس: سجّل دخولك، أو سجّل اسمك.
diwan-line = { $name }: { $members ->
        [zero] ما فيها أحد
        [one] عضو واحد
        [two] عضوين
        [few] { $members } أعضاء
        [many] { $members } عضوًا
       *[other] { $members } عضو
    }، { $online ->
        [0] ما فيه أحد متصل
        [one] واحد متصل
        [two] اثنين متصلين
        [few] { $online } متصلين
        [many] { $online } متصل
       *[other] { $online } متصل
    }
diwan-open-line = { $name }، مفتوحة للكل: { $members ->
        [zero] ما فيها أحد
        [one] عضو واحد
        [two] عضوين
        [few] { $members } أعضاء
        [many] { $members } عضوًا
       *[other] { $members } عضو
    }
diwan-invited-line = ادخل { $name }، اللي تعزمك: { $members ->
        [zero] ما فيها أحد
        [one] عضو واحد
        [two] عضوين
        [few] { $members } أعضاء
        [many] { $members } عضوًا
       *[other] { $members } عضو
    }
diwan-person = { $name }، { $role ->
        [creator] صاحب الديوانية
        [moderator] مشرف
       *[member] عضو
    }، { $online ->
        [yes] متصل
       *[no] غير متصل
    }
diwan-say = قل شي في الديوانية
diwan-say-prompt = كلامك في { $name }
diwan-sent = انقال في { $name }.
diwan-history = سوالف الديوانية
diwan-history-title = سوالف { $name }، الأحدث أول
diwan-history-none = ما أحد قال شي هنا للحين.
diwan-said = { $name }: { $text }
diwan-members = الأعضاء
diwan-members-title = { $count ->
        [zero] ما في { $name } أحد
        [one] عضو واحد في { $name }
        [two] عضوين في { $name }
        [few] { $count } أعضاء في { $name }
        [many] { $count } عضوًا في { $name }
       *[other] { $count } عضو في { $name }
    }
diwan-open-table = افتح طاولة في هذي الديوانية
diwan-invite = اعزم لاعب باسمه
diwan-invite-prompt = اسم اللاعب على هذا السيرفر
diwan-invite-sent = عزيمتك راحت إلى { $name }.
diwan-board = ترتيب الديوانية
diwan-board-title = ترتيب { $name }، بالصكات اللي انكسبت على طاولاتها
diwan-board-none = ما انلعبت صكة على طاولات هذي الديوانية للحين.
diwan-board-line = { $place }. { $name } كسب { $won } من { $matches ->
        [zero] ولا صكة
        [one] صكة وحدة
        [two] صكتين
        [few] { $matches } صكات
        [many] { $matches } صكة
       *[other] { $matches } صكة
    }
diwan-statistics = إحصائياتي في هذي الديوانية
diwan-leave = اطلع من هذي الديوانية
diwan-created = أنشأت ديوانية { $name }.
diwan-you-joined = دخلت ديوانية { $name }.
diwan-you-left = طلعت من ديوانية { $name }.
diwan-member-moderator = خلّ { $name } مشرف
diwan-member-member = شيل الإشراف عن { $name }
diwan-member-remove = طلّع { $name } من الديوانية
diwan-member-ban = احظر { $name } من الديوانية على طول
diwan-member-report = بلّغ عن { $name } لمشغّل السيرفر
diwan-done-moderator = { $name } صار يشرف على الديوانية.
diwan-done-member = { $name } ما عاد يشرف على الديوانية.
diwan-done-remove = طلّعت { $name } من الديوانية.
diwan-done-ban = حظرت { $name } من الديوانية.
diwan-done-report = بلاغك عن { $name } راح لمشغّل السيرفر.
diwan-chat = في { $diwan }، { $name }: { $text }
diwan-table = { $name } فتح طاولة في { $diwan }: { $key } يدخلك فيها.
diwan-table-let-go = خليت طاولة { $name } تروح.
diwan-invited = { $name } يعزمك على ديوانية { $diwan }: ادخلها من ديوانياتك، { $key }.
diwan-you-removed = انطلعت من ديوانية { $name }.
diwan-you-banned = انحظرت من ديوانية { $name }.
diwan-joined = { $name } دخل ديوانية { $diwan }.
diwan-left = { $name } طلع من ديوانية { $diwan }.
diwan-moderator = { $name } صار يشرف على ديوانية { $diwan }.
diwan-member = { $name } ما عاد يشرف على ديوانية { $diwan }.
diwan-removed = { $name } انطلع من ديوانية { $diwan }.
diwan-banned = { $name } انحظر من ديوانية { $diwan }.
diwan-tournament-create = سوّ بطولة لهذي الديوانية
diwan-tournament = { $name } سوّى بطولة في ديوانية { $diwan }: سجّل فيها من البطولات.
