## الديوانيات عبر الإنترنت (baloot_audio/ui/diwans.py, diwans_screens.py): مجلس دايم لجماعة، للحسابات بس

lobby-diwans = الديوانيات
diwans-title = الديوانيات
diwans-none = { $you ->
        [feminine] ما أنتِ في أي ديوانية للحين: سوّي وحدة، أو ادخلي وحدة مفتوحة.
       *[other] ما أنت في أي ديوانية للحين: سوّ وحدة، أو ادخل وحدة مفتوحة.
    }
diwans-open = الديوانيات المفتوحة للكل
diwans-open-none = ما فيه ديوانية مفتوحة للكل للحين.
diwans-create = { $open ->
        [yes] ديوانية جديدة مفتوحة للكل
       *[no] ديوانية جديدة بالعزيمة
    }
diwans-create-prompt = اسم الديوانية
diwans-accounts-only = { $you ->
        [feminine] الديوانيات للحسابات بس: ادخلي بحسابك، أو سجّلي اسمك.
       *[other] الديوانيات للحسابات بس: ادخل بحسابك، أو سجّل اسمك.
    }
diwan-line = { $name }: { $members ->
        [zero] ما فيها أحد
        [one] عضو واحد
        [two] عضوين
        [few] { $members } أعضاء
        [many] { $members } عضو
       *[other] { $members } عضو
    }، { $online ->
        [0] ما فيه أحد أونلاين
        [one] واحد أونلاين
        [two] اثنين أونلاين
        [few] { $online } أونلاين
        [many] { $online } أونلاين
       *[other] { $online } أونلاين
    }
diwan-open-line = { $name }، مفتوحة للكل: { $members ->
        [zero] ما فيها أحد
        [one] عضو واحد
        [two] عضوين
        [few] { $members } أعضاء
        [many] { $members } عضوًا
       *[other] { $members } عضو
    }
diwan-invited-line = دخول { $name }، اللي تعزمك: { $members ->
        [zero] ما فيها أحد
        [one] عضو واحد
        [two] عضوين
        [few] { $members } أعضاء
        [many] { $members } عضو
       *[other] { $members } عضو
    }
diwan-person = { $name }، { $role ->
        [creator] { $name-form ->
            [feminine] صاحبة الديوانية
            [masculine] صاحب الديوانية
           *[other] إدارة الديوانية
        }
        [moderator] { $name-form ->
            [feminine] مشرفة
            [masculine] مشرف
           *[other] من المشرفين
        }
       *[member] { $name-form ->
            [feminine] عضوة
            [masculine] عضو
           *[other] من الأعضاء
        }
    }، { $online ->
        [yes] أونلاين
       *[no] مو أونلاين
    }
diwan-say = كلام في الديوانية
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
diwan-open-table = فتح طاولة في هذي الديوانية
diwan-invite = عزيمة لاعب باسمه
diwan-invite-prompt = اسم اللاعب على هذا السيرفر
diwan-invite-sent = عزيمتك راحت إلى { $name }.
diwan-board = ترتيب الديوانية
diwan-board-title = ترتيب { $name }، بالصكات اللي انكسبت على طاولاتها
diwan-board-none = ما انلعبت صكة على طاولات هذي الديوانية للحين.
diwan-board-line = { $place }. { $name-form ->
        [feminine] { $name } كسبت { $won } من
        [masculine] { $name } كسب { $won } من
       *[other] { $name }، الفوز في { $won } من
    } { $matches ->
        [zero] ولا صكة
        [one] صكة وحدة
        [two] صكتين
        [few] { $matches } صكات
        [many] { $matches } صكة
       *[other] { $matches } صكة
    }
diwan-statistics = إحصائياتي في هذي الديوانية
diwan-leave = الطلعة من هذي الديوانية
diwan-created = سوّيت ديوانية { $name }.
diwan-you-joined = دخلت ديوانية { $name }.
diwan-you-left = طلعت من ديوانية { $name }.
diwan-member-moderator = إعطاء { $name } الإشراف
diwan-member-member = سحب الإشراف من { $name }
diwan-member-remove = تطليع { $name } من الديوانية
diwan-member-ban = حظر { $name } من الديوانية نهائيًا
diwan-member-report = بلاغ عن { $name } لمشغّل السيرفر
diwan-done-moderator = { $name-form ->
        [feminine] { $name } صارت تشرف على الديوانية.
        [masculine] { $name } صار يشرف على الديوانية.
       *[other] الإشراف على الديوانية الحين عند { $name }.
    }
diwan-done-member = { $name-form ->
        [feminine] { $name } ما عادت تشرف على الديوانية.
        [masculine] { $name } ما عاد يشرف على الديوانية.
       *[other] الإشراف على الديوانية ما عاد عند { $name }.
    }
diwan-done-remove = طلّعت { $name } من الديوانية.
diwan-done-ban = حظرت { $name } من الديوانية.
diwan-done-report = بلاغك عن { $name } راح لمشغّل السيرفر.
diwan-chat = في { $diwan }، { $name }: { $text }
diwan-table = { $name-form ->
        [feminine] { $name } فتحت طاولة في { $diwan }: { $key } يدخلك فيها.
        [masculine] { $name } فتح طاولة في { $diwan }: { $key } يدخلك فيها.
       *[other] طاولة جديدة من { $name } في { $diwan }: { $key } يدخلك فيها.
    }
diwan-table-let-go = خليت طاولة { $name } تروح.
diwan-invited = { $name-form ->
        [feminine] { $name } تعزمك على ديوانية { $diwan }: الدخول من ديوانياتك، { $key }.
        [masculine] { $name } يعزمك على ديوانية { $diwan }: الدخول من ديوانياتك، { $key }.
       *[other] عزيمة من { $name } على ديوانية { $diwan }: الدخول من ديوانياتك، { $key }.
    }
diwan-you-removed = طلّعوك من ديوانية { $name }.
diwan-you-banned = حظروك من ديوانية { $name }.
diwan-joined = { $name-form ->
        [feminine] { $name } دخلت ديوانية { $diwan }.
        [masculine] { $name } دخل ديوانية { $diwan }.
       *[other] { $name } الحين في ديوانية { $diwan }.
    }
diwan-left = { $name-form ->
        [feminine] { $name } طلعت من ديوانية { $diwan }.
        [masculine] { $name } طلع من ديوانية { $diwan }.
       *[other] ديوانية { $diwan } ما عاد فيها { $name }.
    }
diwan-moderator = { $name-form ->
        [feminine] { $name } صارت تشرف على ديوانية { $diwan }.
        [masculine] { $name } صار يشرف على ديوانية { $diwan }.
       *[other] الإشراف على ديوانية { $diwan } الحين عند { $name }.
    }
diwan-member = { $name-form ->
        [feminine] { $name } ما عادت تشرف على ديوانية { $diwan }.
        [masculine] { $name } ما عاد يشرف على ديوانية { $diwan }.
       *[other] الإشراف على ديوانية { $diwan } ما عاد عند { $name }.
    }
diwan-removed = ديوانية { $diwan } طلّعت { $name }.
diwan-banned = ديوانية { $diwan } حظرت { $name } نهائيًا.
diwan-tournament-create = بطولة جديدة لهذي الديوانية
diwan-tournament = { $name-form ->
        [feminine] { $name } سوّت بطولة في ديوانية { $diwan }: التسجيل فيها من البطولات.
        [masculine] { $name } سوّى بطولة في ديوانية { $diwan }: التسجيل فيها من البطولات.
       *[other] بطولة جديدة من { $name } في ديوانية { $diwan }: التسجيل فيها من البطولات.
    }
