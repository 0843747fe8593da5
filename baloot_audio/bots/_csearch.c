/* The strong bot's search, compiled: the double-dummy solver (solver.py), the
 * sound play policy (policy.py) and the play-outs that use both (search.py's
 * rollouts, buy_search.py's rounds).
 *
 * A line-for-line restatement of the Python, which stays the reference: the
 * same nodes counted in the same order, the same transposition table (exact,
 * never evicted), the same move ordering (a stable sort on the same keys), the
 * same ties broken the same way (min and max keep the first best). So a search
 * spends the same work and reaches the same card with or without this module;
 * tests/bots/test_compiled_search.py checks it on random positions and on whole
 * rounds of strong bots. Optional: setup.py builds it when a C compiler is
 * there (bots/native.py falls back to the Python otherwise).
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include "structmember.h"
#include <stdint.h>
#include <string.h>

#define SAUDI 0
#define KSA 1
#define BELOTE 2
#define ERR_BUDGET 1
#define ERR_TIME 2
#define ERR_PYTHON 3

static PyObject *OutOfBudget = NULL, *OutOfTime = NULL;
static int LAST_TRICK = 10;

static uint32_t SUIT_MASK[4];
static uint32_t ABOVE[32], BELOW[32];
static signed char POWERS[5][4][32];   /* [trump, sun last][led][card]: fast.power */

static inline const signed char *powers(int trump, int led) {
    return POWERS[trump < 0 ? 4 : trump][led];
}

static void init_tables(void) {
    for (int s = 0; s < 4; s++)
        SUIT_MASK[s] = (uint32_t)0xFF << (8 * s);
    for (int c = 0; c < 32; c++) {
        uint64_t below = ((uint64_t)1 << c) - 1, upto = ((uint64_t)2 << c) - 1;
        ABOVE[c] = SUIT_MASK[c >> 3] & (uint32_t)~upto;
        BELOW[c] = SUIT_MASK[c >> 3] & (uint32_t)below;
    }
    for (int t = 0; t < 5; t++) {
        int trump = t == 4 ? -1 : t;
        for (int led = 0; led < 4; led++)
            for (int c = 0; c < 32; c++) {
                int s = c >> 3;
                POWERS[t][led][c] = s == trump ? 8 + (c & 7) : s == led ? (c & 7) : -1;
            }
    }
}

static inline int popcount32(uint32_t m) { return __builtin_popcount(m); }

/* the card ints of a mask, lowest first */
static inline int mask_bits(uint32_t m, int *out) {
    int n = 0;
    while (m) {
        out[n++] = __builtin_ctz(m);
        m &= m - 1;
    }
    return n;
}

static int trick_winner(const int *trick, int n, int trump) {
    const signed char *pw = powers(trump, trick[0] >> 3);
    int best = pw[trick[0]], pos = 0;
    for (int i = 1; i < n; i++)
        if (pw[trick[i]] > best) {
            best = pw[trick[i]];
            pos = i;
        }
    return pos;
}

/* fast.legal_given */
static uint32_t legal_given(uint32_t hand, const int *trick, int n, int win, int trump,
                            int locked, int kind, int overtake, uint32_t in_hands) {
    if (!n) {
        if (locked && trump >= 0) {
            uint32_t others = hand & ~SUIT_MASK[trump];
            if (others && others != hand)
                return others;
        }
        return hand;
    }
    int led = trick[0] >> 3;
    int wcard = trick[win];
    uint32_t follow = hand & SUIT_MASK[led];
    if (follow) {
        if (trump < 0)
            return follow;
        if (led == trump) {
            if (kind == BELOTE && win == n - 2)
                return follow;
            return (follow & ABOVE[wcard]) ? (follow & ABOVE[wcard]) : follow;
        }
        if (overtake && (wcard >> 3) != trump)
            return (follow & ABOVE[wcard]) ? (follow & ABOVE[wcard]) : follow;
        return follow;
    }
    if (trump < 0)
        return hand;
    uint32_t trumps = hand & SUIT_MASK[trump];
    if (!trumps)
        return hand;
    if (win == n - 2) {
        if (kind == BELOTE)
            return hand;
        if (kind == SAUDI && (n == 3 || !(ABOVE[wcard] & in_hands)))
            return hand;
    }
    if ((wcard >> 3) != trump)
        return trumps;
    uint32_t higher = trumps & ABOVE[wcard];
    if (kind == SAUDI)
        return higher ? higher : hand;
    return higher ? higher : trumps;
}

/* --- reading Python values ------------------------------------------------ */

static int read_ints(PyObject *seq, int *out, int most, const char *what) {
    PyObject *fast = PySequence_Fast(seq, what);
    if (!fast)
        return -1;
    Py_ssize_t n = PySequence_Fast_GET_SIZE(fast);
    if (n > most) {
        Py_DECREF(fast);
        PyErr_Format(PyExc_ValueError, "%s: at most %d values", what, most);
        return -1;
    }
    PyObject **items = PySequence_Fast_ITEMS(fast);
    for (Py_ssize_t i = 0; i < n; i++) {
        long v = PyLong_AsLong(items[i]);
        if (v == -1 && PyErr_Occurred()) {
            Py_DECREF(fast);
            return -1;
        }
        out[i] = (int)v;
    }
    Py_DECREF(fast);
    return (int)n;
}

static int read_hands(PyObject *seq, uint32_t *h) {
    PyObject *fast = PySequence_Fast(seq, "hands");
    if (!fast)
        return -1;
    if (PySequence_Fast_GET_SIZE(fast) != 4) {
        Py_DECREF(fast);
        PyErr_SetString(PyExc_ValueError, "hands: four masks");
        return -1;
    }
    for (int i = 0; i < 4; i++) {
        unsigned long v = PyLong_AsUnsignedLongMask(PySequence_Fast_GET_ITEM(fast, i));
        if (v == (unsigned long)-1 && PyErr_Occurred()) {
            Py_DECREF(fast);
            return -1;
        }
        h[i] = (uint32_t)v;
    }
    Py_DECREF(fast);
    return 0;
}

static int card_arg(int c) {
    if (c < 0 || c > 31) {
        PyErr_SetString(PyExc_ValueError, "a card is an int from 0 to 31");
        return -1;
    }
    return 0;
}

/* --- the policy (policy.py) ----------------------------------------------- */

typedef struct {
    int trump, kind, locked, overtake, buyer_team, guess, buyer;
    uint32_t tmask;
    int points[32];
} Ctx;

static int attr_int(PyObject *o, const char *name, int *out) {
    PyObject *v = PyObject_GetAttrString(o, name);
    if (!v)
        return -1;
    int truth = PyObject_IsTrue(v);     /* bools and ints alike */
    long n = PyLong_Check(v) ? PyLong_AsLong(v) : truth;
    Py_DECREF(v);
    if ((n == -1 || truth < 0) && PyErr_Occurred())
        return -1;
    *out = (int)n;
    return 0;
}

static int read_ctx(PyObject *o, Ctx *ctx) {
    if (attr_int(o, "trump", &ctx->trump) || attr_int(o, "kind", &ctx->kind)
        || attr_int(o, "locked", &ctx->locked) || attr_int(o, "overtake", &ctx->overtake)
        || attr_int(o, "buyer_team", &ctx->buyer_team) || attr_int(o, "guess", &ctx->guess)
        || attr_int(o, "buyer", &ctx->buyer))
        return -1;
    PyObject *points = PyObject_GetAttrString(o, "points");
    if (!points)
        return -1;
    int n = read_ints(points, ctx->points, 32, "points");
    Py_DECREF(points);
    if (n < 0)
        return -1;
    if (n != 32) {
        PyErr_SetString(PyExc_ValueError, "points: 32 values");
        return -1;
    }
    ctx->tmask = ctx->trump >= 0 ? SUIT_MASK[ctx->trump] : 0;
    return 0;
}

/* The first card with the least (or greatest) key, keys compared in order, as
 * Python's min and max with a tuple key. */
#define KEYS 6
static int pick(const int *cards, int n, long keys[][KEYS], int width, int greatest) {
    int best = 0;
    for (int i = 1; i < n; i++) {
        for (int j = 0; j < width; j++) {
            long a = keys[i][j], b = keys[best][j];
            if (a == b)
                continue;
            if (greatest ? a > b : a < b)
                best = i;
            break;
        }
    }
    return cards[best];
}

static int beatable(int c, int led, const Ctx *ctx, const int *seats, int nseats,
                    const uint32_t *possible, int out) {
    int trump = ctx->trump;
    int p = powers(trump, led)[c];
    uint32_t lmask = SUIT_MASK[led];
    for (int i = 0; i < nseats; i++) {
        uint32_t cards = possible[seats[i]];
        uint32_t follow = cards & lmask;
        if (follow) {
            if (p < 8 && (follow & ABOVE[c]) && (c >> 3) == led)
                return 1;
            if (led == trump && (follow & ABOVE[c]))
                return 1;
            if (cards == follow || trump < 0 || (ctx->guess && led != trump && out >= 2))
                continue;
        }
        if (trump >= 0) {
            uint32_t trumps = cards & ctx->tmask;
            if (trumps) {
                if (p < 8)
                    return 1;
                if (trumps & ABOVE[c])
                    return 1;
            }
        }
    }
    return 0;
}

static int discard(const Ctx *ctx, uint32_t hand, const int *cards, int n, uint32_t others) {
    long keys[8][KEYS];
    for (int i = 0; i < n; i++) {
        int c = cards[i], s = c >> 3;
        uint32_t suit_cards = hand & SUIT_MASK[s];
        int master_suit = 0, xs[8], nx = mask_bits(suit_cards, xs);
        for (int j = 0; j < nx && !master_suit; j++)
            master_suit = !(ABOVE[xs[j]] & others);
        keys[i][0] = s == ctx->trump;
        keys[i][1] = ctx->points[c];
        keys[i][2] = master_suit;
        keys[i][3] = -popcount32(suit_cards);
        keys[i][4] = c & 7;
    }
    return pick(cards, n, keys, 5, 0);
}

static int opp_may_ruff(const Ctx *ctx, const uint32_t *possible, const int *opps, int s) {
    for (int i = 0; i < 2; i++) {
        uint32_t p = possible[opps[i]];
        if (!(p & SUIT_MASK[s]) && (p & ctx->tmask))
            return 1;
    }
    return 0;
}

static int lead(const Ctx *ctx, int seat, uint32_t hand, const int *cards, int n,
                const uint32_t *possible, uint32_t others, const int *opps, int partner,
                int signals) {
    const int *pts = ctx->points;
    int trump = ctx->trump;
    uint32_t tmask = ctx->tmask;
    long keys[8][KEYS];
    uint32_t opp_trumps = (possible[opps[0]] | possible[opps[1]]) & tmask;
    int mine[8], nm = 0;
    for (int i = 0; i < n; i++)
        if ((cards[i] >> 3) == trump)
            mine[nm++] = cards[i];
    if (nm && opp_trumps && (seat & 1) == ctx->buyer_team) {
        int top = mine[nm - 1];
        if (!(ABOVE[top] & others))
            return top;
        if (ctx->guess && (nm >= 3 || seat != ctx->buyer)) {
            for (int i = 0; i < nm; i++)
                keys[i][0] = mine[i] & 7;
            return pick(mine, nm, keys, 1, 0);
        }
    }
    int masters[8], nmas = 0;
    for (int i = 0; i < n; i++) {
        int c = cards[i], s = c >> 3;
        if (s == trump || (ABOVE[c] & others))
            continue;
        if (trump >= 0 && opp_may_ruff(ctx, possible, opps, s))
            continue;
        masters[nmas++] = c;
    }
    if (nmas) {
        for (int i = 0; i < nmas; i++) {
            keys[i][0] = pts[masters[i]];
            keys[i][1] = masters[i] & 7;
        }
        return pick(masters, nmas, keys, 2, 1);
    }
    int plain[8], np = 0;
    for (int i = 0; i < n; i++)
        if ((cards[i] >> 3) != trump)
            plain[np++] = cards[i];
    if (!np) {
        memcpy(plain, cards, sizeof(int) * n);
        np = n;
    }
    if (signals) {
        int wanted[8], nw = 0;
        for (int i = 0; i < np; i++)
            if (signals >> (plain[i] >> 3) & 1)
                wanted[nw++] = plain[i];
        if (nw) {
            for (int i = 0; i < nw; i++) {
                keys[i][0] = pts[wanted[i]];
                keys[i][1] = wanted[i] & 7;
            }
            return pick(wanted, nw, keys, 2, 0);
        }
    }
    for (int i = 0; i < np; i++) {
        int c = plain[i], s = c >> 3;
        uint32_t suit_cards = hand & SUIT_MASK[s];
        uint32_t mate = possible[partner];
        keys[i][0] = pts[c] >= 3 && (ABOVE[c] & others);
        keys[i][1] = ctx->guess && trump >= 0 && opp_may_ruff(ctx, possible, opps, s);
        keys[i][2] = (trump >= 0 && !(mate & SUIT_MASK[s]) && (mate & tmask)) ? -1 : 0;
        keys[i][3] = pts[c];
        keys[i][4] = -popcount32(suit_cards);
        keys[i][5] = c & 7;
    }
    return pick(plain, np, keys, 6, 0);
}

/* policy.choose */
static int choose(const Ctx *ctx, int seat, uint32_t hand, const int *trick, int n,
                  const uint32_t *possible, uint32_t in_hands, int tricks_left, int signals) {
    int trump = ctx->trump;
    int win = n ? trick_winner(trick, n, trump) : 0;
    uint32_t legal = legal_given(hand, trick, n, win, trump, ctx->locked, ctx->kind,
                                 ctx->overtake, in_hands);
    if (!(legal & (legal - 1)))
        return legal ? 31 - __builtin_clz(legal) : -1;
    const int *pts = ctx->points;
    uint32_t others = in_hands & ~hand;
    int cards[8], nc = mask_bits(legal, cards);
    int opps[2] = {(seat + 1) & 3, (seat + 3) & 3};
    int partner = (seat + 2) & 3;
    long keys[8][KEYS];
    if (!n)
        return lead(ctx, seat, hand, cards, nc, possible, others, opps, partner, signals);
    int led = trick[0] >> 3;
    const signed char *pw = powers(trump, led);
    int wcard = trick[win];
    int best = pw[wcard];
    int later_opps[3], nl = 0;
    for (int i = 1; i < 4 - n; i++) {
        int s = (seat + i) & 3;
        if (s != partner)
            later_opps[nl++] = s;
    }
    int out = popcount32(others & SUIT_MASK[led]);
    if (win == n - 2 && !beatable(wcard, led, ctx, later_opps, nl, possible, out)) {
        /* partner holds the trick: feed points, but keep masters and trumps */
        for (int i = 0; i < nc; i++) {
            int c = cards[i];
            int keep = !(ABOVE[c] & others) && pts[c] >= 10;
            keys[i][0] = pts[c] - (keep ? 15 : 0) - ((c >> 3) == trump ? 30 : 0);
            keys[i][1] = -(c & 7);
        }
        return pick(cards, nc, keys, 2, 1);
    }
    int winners[8], nw = 0, safe[8], ns = 0;
    for (int i = 0; i < nc; i++)
        if (pw[cards[i]] > best)
            winners[nw++] = cards[i];
    for (int i = 0; i < nw; i++)
        if (!beatable(winners[i], led, ctx, later_opps, nl, possible, out))
            safe[ns++] = winners[i];
    if (ns) {
        if (tricks_left == 2 && ns < nc) {
            uint32_t keep = 0;
            for (int i = 0; i < nc; i++)
                if (!(ABOVE[cards[i]] & others))
                    keep |= (uint32_t)1 << cards[i];
            int spare[8], nsp = 0;
            for (int i = 0; i < ns; i++)
                if (!(keep >> safe[i] & 1))
                    spare[nsp++] = safe[i];
            if (!nsp) {
                memcpy(spare, safe, sizeof(int) * ns);
                nsp = ns;
            }
            for (int i = 0; i < nsp; i++)
                keys[i][0] = pw[spare[i]];
            return pick(spare, nsp, keys, 1, 0);
        }
        for (int i = 0; i < ns; i++) {
            keys[i][0] = pw[safe[i]];
            keys[i][1] = pts[safe[i]];
        }
        return pick(safe, ns, keys, 2, 0);
    }
    int table = 0;
    for (int i = 0; i < n; i++)
        table += pts[trick[i]];
    if (nw && win != n - 2 && table >= 10) {
        for (int i = 0; i < nw; i++)
            keys[i][0] = pw[winners[i]];
        return pick(winners, nw, keys, 1, 1);
    }
    return discard(ctx, hand, cards, nc, others);
}

/* --- the solver (solver.py) ----------------------------------------------- */

typedef struct {
    uint32_t h[4];
    int8_t leader;        /* -1: an empty slot */
    int16_t lo, hi;
} Entry;

typedef struct {
    PyObject_HEAD
    int trump, kind, locked, overtake, team;
    int points[32];
    long long node_limit, nodes;
    double deadline;
    PyObject *clock;
    Entry *tt;
    size_t tt_cap, tt_len;
    uint32_t h[4];
    int trick[4], ntrick, leader;
    int err;
} Solver;

static size_t tt_slot(const Solver *s, const uint32_t *h, int leader) {
    uint64_t x = ((uint64_t)h[0] << 32 | h[1]) * 0x9E3779B97F4A7C15ULL;
    x ^= ((uint64_t)h[2] << 32 | h[3]) * 0xC2B2AE3D27D4EB4FULL;
    x ^= (uint64_t)leader * 0x165667B19E3779F9ULL;
    x ^= x >> 29;
    size_t i = (size_t)x & (s->tt_cap - 1);
    for (;;) {
        const Entry *e = &s->tt[i];
        if (e->leader < 0 || (e->leader == leader && e->h[0] == h[0] && e->h[1] == h[1]
                              && e->h[2] == h[2] && e->h[3] == h[3]))
            return i;
        i = (i + 1) & (s->tt_cap - 1);
    }
}

static int tt_grow(Solver *s) {
    size_t cap = s->tt_cap ? s->tt_cap * 2 : 4096;
    Entry *old = s->tt;
    size_t old_cap = s->tt_cap;
    Entry *fresh = PyMem_Malloc(cap * sizeof(Entry));
    if (!fresh)
        return -1;
    for (size_t i = 0; i < cap; i++)
        fresh[i].leader = -1;
    s->tt = fresh;
    s->tt_cap = cap;
    for (size_t i = 0; i < old_cap; i++)
        if (old[i].leader >= 0)
            s->tt[tt_slot(s, old[i].h, old[i].leader)] = old[i];
    PyMem_Free(old);
    return 0;
}

static int s_inner(Solver *s, int alpha, int beta);

static int s_boundary(Solver *s, int alpha, int beta) {
    uint32_t *h = s->h;
    if (!h[s->leader])
        return 0;
    size_t i = tt_slot(s, h, s->leader);
    int lo = -1, hi = 1000;
    if (s->tt[i].leader >= 0) {
        lo = s->tt[i].lo;
        hi = s->tt[i].hi;
        if (lo == hi || lo >= beta)
            return lo;
        if (hi <= alpha)
            return hi;
        if (lo > alpha)
            alpha = lo;
        if (hi < beta)
            beta = hi;
    }
    int a0 = alpha, b0 = beta;
    int v = s_inner(s, alpha, beta);
    if (s->err)
        return 0;
    if (v <= a0)
        hi = v;
    else if (v >= b0)
        lo = v;
    else
        lo = hi = v;
    if ((s->tt_len + 1) * 4 > s->tt_cap * 3) {
        if (tt_grow(s) < 0) {
            PyErr_NoMemory();
            s->err = ERR_PYTHON;
            return 0;
        }
    }
    i = tt_slot(s, h, s->leader);
    if (s->tt[i].leader < 0) {
        s->tt_len++;
        memcpy(s->tt[i].h, h, sizeof(s->tt[i].h));
        s->tt[i].leader = (int8_t)s->leader;
    }
    s->tt[i].lo = (int16_t)lo;
    s->tt[i].hi = (int16_t)hi;
    return v;
}

static int s_after_play(Solver *s, int alpha, int beta) {
    int *t = s->trick;
    if (s->ntrick < 4)
        return s_inner(s, alpha, beta);
    uint32_t *h = s->h;
    const signed char *pw = powers(s->trump, t[0] >> 3);
    int pos = 0, best = pw[t[0]];
    if (pw[t[1]] > best) {
        pos = 1;
        best = pw[t[1]];
    }
    if (pw[t[2]] > best) {
        pos = 2;
        best = pw[t[2]];
    }
    if (pw[t[3]] > best)
        pos = 3;
    int winner = (s->leader + pos) % 4;
    const int *points = s->points;
    int pts = points[t[0]] + points[t[1]] + points[t[2]] + points[t[3]];
    if (!(h[0] | h[1] | h[2] | h[3]))
        pts += LAST_TRICK;
    int imm = (winner & 1) == s->team ? pts : 0;
    int saved_leader = s->leader, saved[4];
    memcpy(saved, t, sizeof(saved));
    s->leader = winner;
    s->ntrick = 0;
    int v = imm + s_boundary(s, alpha - imm, beta - imm);
    s->leader = saved_leader;
    memcpy(t, saved, sizeof(saved));
    s->ntrick = 4;
    return v;
}

/* Solver._moves: the cards to try, one of each run of equivalent ones, likely best first */
static int s_moves(const Solver *s, int seat, int *cards) {
    const uint32_t *h = s->h;
    const int *trick = s->trick, *pts = s->points;
    int n = s->ntrick;
    uint32_t in_hands = h[0] | h[1] | h[2] | h[3];
    uint32_t hand = h[seat];
    int win = n ? trick_winner(trick, n, s->trump) : 0;
    uint32_t legal = legal_given(hand, trick, n, win, s->trump, s->locked, s->kind, s->overtake,
                                 in_hands);
    uint32_t live = in_hands;
    for (int i = 0; i < n; i++)
        live |= (uint32_t)1 << trick[i];
    int all[8], na = mask_bits(legal, all), nc = 0, prev = -1;
    for (int i = 0; i < na; i++) {
        int c = all[i];
        if (prev >= 0 && (prev >> 3) == (c >> 3) && pts[prev] == pts[c]
            && !(ABOVE[prev] & BELOW[c] & live & ~hand)) {
            prev = c;
            continue;
        }
        cards[nc++] = c;
        prev = c;
    }
    if (nc < 2)
        return nc;
    double key[8];
    if (!n) {
        for (int i = 0; i < nc; i++) {
            int c = cards[i];
            key[i] = !(ABOVE[c] & in_hands & ~hand) ? (double)-(100 + pts[c])
                                                     : pts[c] + (c & 7) * 0.1;
        }
    } else {
        const signed char *pw = powers(s->trump, trick[0] >> 3);
        int best = pw[trick[win]];
        for (int i = 0; i < nc; i++) {
            int c = cards[i], p = pw[c];
            if (win == n - 2) {
                /* partner ahead: feed points first when last, else cheap cards */
                key[i] = n == 3 ? (p > best) * 1000.0 - pts[c] : pts[c] + (p > best) * 0.5;
            } else if (p > best) {
                key[i] = p * 0.01 - 50 + (n == 3 ? 0 : -p * 0.02);
            } else {
                key[i] = pts[c] + (c & 7) * 0.01;
            }
        }
    }
    for (int i = 1; i < nc; i++)        /* stable, as Python's sorted */
        for (int j = i; j > 0 && key[j - 1] > key[j]; j--) {
            double k = key[j];
            key[j] = key[j - 1];
            key[j - 1] = k;
            int c = cards[j];
            cards[j] = cards[j - 1];
            cards[j - 1] = c;
        }
    return nc;
}

static int s_clock_past(Solver *s) {
    PyObject *now = PyObject_CallNoArgs(s->clock);
    if (!now) {
        s->err = ERR_PYTHON;
        return 0;
    }
    double t = PyFloat_AsDouble(now);
    Py_DECREF(now);
    if (t == -1.0 && PyErr_Occurred()) {
        s->err = ERR_PYTHON;
        return 0;
    }
    if (t > s->deadline) {
        s->err = ERR_TIME;
        return 1;
    }
    return 0;
}

static int s_inner(Solver *s, int alpha, int beta) {
    s->nodes++;
    if (s->nodes > s->node_limit) {
        s->err = ERR_BUDGET;
        return 0;
    }
    if (!(s->nodes & 4095) && s->deadline != 0.0 && s->clock && s_clock_past(s))
        return 0;
    if (s->err)
        return 0;
    int seat = (s->leader + s->ntrick) % 4;
    int maximize = (seat & 1) == s->team;
    uint32_t hand = s->h[seat];
    int best = maximize ? -1 : 1000;
    int moves[8], nm = s_moves(s, seat, moves);
    for (int i = 0; i < nm; i++) {
        int c = moves[i];
        s->h[seat] = hand & ~((uint32_t)1 << c);
        s->trick[s->ntrick++] = c;
        int v = s_after_play(s, alpha, beta);
        if (s->err)
            return 0;
        s->ntrick--;
        s->h[seat] = hand;
        if (maximize) {
            if (v > best) {
                best = v;
                if (v > alpha) {
                    alpha = v;
                    if (alpha >= beta)
                        break;
                }
            }
        } else if (v < best) {
            best = v;
            if (v < beta) {
                beta = v;
                if (alpha >= beta)
                    break;
            }
        }
    }
    return best;
}

/* Raise what stopped the search (s->err), if anything: -1 then. */
static int s_raise(Solver *s) {
    int err = s->err;
    s->err = 0;
    if (err == ERR_BUDGET)
        PyErr_SetNone(OutOfBudget ? OutOfBudget : PyExc_RuntimeError);
    else if (err == ERR_TIME)
        PyErr_SetNone(OutOfTime ? OutOfTime : PyExc_RuntimeError);
    return err ? -1 : 0;
}

static int s_start(Solver *s, PyObject *hands, int leader, PyObject *trick) {
    if (read_hands(hands, s->h) < 0)
        return -1;
    int n = trick ? read_ints(trick, s->trick, 3, "trick") : 0;
    if (n < 0)
        return -1;
    for (int i = 0; i < n; i++)
        if (card_arg(s->trick[i]) < 0)
            return -1;
    s->ntrick = n;
    s->leader = leader & 3;
    s->err = 0;
    return 0;
}

static int Solver_init(Solver *s, PyObject *args, PyObject *kw) {
    static char *names[] = {"trump", "kind", "locked", "overtake", "points", "team",
                            "node_limit", "deadline", "clock", NULL};
    PyObject *points, *clock = Py_None;
    int locked, overtake;
    s->node_limit = 200000;
    s->deadline = 0.0;
    if (!PyArg_ParseTupleAndKeywords(args, kw, "iippOi|LdO", names, &s->trump, &s->kind,
                                     &locked, &overtake, &points, &s->team, &s->node_limit,
                                     &s->deadline, &clock))
        return -1;
    s->locked = locked;
    s->overtake = overtake;
    if (s->trump < -1 || s->trump > 3) {
        PyErr_SetString(PyExc_ValueError, "trump: -1 (sun) or a suit from 0 to 3");
        return -1;
    }
    if (read_ints(points, s->points, 32, "points") != 32) {
        if (!PyErr_Occurred())
            PyErr_SetString(PyExc_ValueError, "points: 32 values");
        return -1;
    }
    Py_XSETREF(s->clock, clock == Py_None ? NULL : Py_NewRef(clock));
    s->nodes = 0;
    s->tt_len = 0;
    PyMem_Free(s->tt);
    s->tt = NULL;
    s->tt_cap = 0;
    return tt_grow(s) < 0 ? (PyErr_NoMemory(), -1) : 0;
}

static void Solver_dealloc(Solver *s) {
    PyObject_GC_UnTrack(s);
    Py_CLEAR(s->clock);
    PyMem_Free(s->tt);
    Py_TYPE(s)->tp_free((PyObject *)s);
}

static int Solver_traverse(Solver *s, visitproc visit, void *arg) {
    Py_VISIT(s->clock);
    return 0;
}

static int Solver_clear(Solver *s) {
    Py_CLEAR(s->clock);
    return 0;
}

static PyObject *Solver_value(Solver *s, PyObject *args) {
    PyObject *hands, *trick = NULL;
    int leader;
    if (!PyArg_ParseTuple(args, "Oi|O", &hands, &leader, &trick))
        return NULL;
    if (s_start(s, hands, leader, trick) < 0)
        return NULL;
    int v = s->ntrick ? s_inner(s, -1, 1000) : s_boundary(s, -1, 1000);
    if (s->err == ERR_PYTHON) {
        s->err = 0;
        return NULL;
    }
    if (s_raise(s) < 0)
        return NULL;
    return PyLong_FromLong(v);
}

static PyObject *Solver_move_values(Solver *s, PyObject *args) {
    PyObject *hands, *trick, *moves;
    int leader;
    if (!PyArg_ParseTuple(args, "OiOO", &hands, &leader, &trick, &moves))
        return NULL;
    int ms[32], nm = read_ints(moves, ms, 32, "moves");
    uint32_t h[4];
    int t[4];
    if (nm < 0 || s_start(s, hands, leader, trick) < 0)
        return NULL;
    int n = s->ntrick, seat = (s->leader + n) % 4;
    memcpy(h, s->h, sizeof(h));
    memcpy(t, s->trick, sizeof(t));
    PyObject *out = PyDict_New();
    if (!out)
        return NULL;
    for (int i = 0; i < nm; i++) {
        int c = ms[i];
        if (card_arg(c) < 0)
            goto fail;
        memcpy(s->h, h, sizeof(h));
        s->h[seat] &= ~((uint32_t)1 << c);
        memcpy(s->trick, t, sizeof(t));
        s->trick[n] = c;
        s->ntrick = n + 1;
        s->leader = leader & 3;
        int v = s_after_play(s, -1, 1000);
        if (s->err == ERR_PYTHON) {
            s->err = 0;
            goto fail;
        }
        if (s_raise(s) < 0)
            goto fail;
        PyObject *key = PyLong_FromLong(c), *value = PyLong_FromLong(v);
        int bad = !key || !value || PyDict_SetItem(out, key, value) < 0;
        Py_XDECREF(key);
        Py_XDECREF(value);
        if (bad)
            goto fail;
    }
    return out;
fail:
    Py_DECREF(out);
    return NULL;
}

/* search.Evaluator._rollout: play on from `first` with the policy for every seat
 * until `tail` tricks are left, then solve those (a fresh budget of `tail_nodes`
 * each time; over it, play on). Returns (the team's card points from here, the
 * play-out steps taken). */
static PyObject *Solver_rollout(Solver *s, PyObject *args) {
    PyObject *hands, *trick_arg, *ctx_arg;
    int leader, tricks_left, first, team, tail;
    long long tail_nodes;
    Ctx ctx;
    uint32_t h[4];
    int trick[4];
    if (!PyArg_ParseTuple(args, "OOiiiOiiL", &hands, &trick_arg, &leader, &tricks_left, &first,
                          &ctx_arg, &team, &tail, &tail_nodes))
        return NULL;
    int n = read_ints(trick_arg, trick, 3, "trick");
    if (n < 0 || read_hands(hands, h) < 0 || read_ctx(ctx_arg, &ctx) < 0 || card_arg(first) < 0)
        return NULL;
    long total = 0, steps = 0;
    int seat = (leader + n) & 3, card = first;
    for (;;) {
        h[seat] &= ~((uint32_t)1 << card);
        trick[n++] = card;
        if (n == 4) {
            int w = (leader + trick_winner(trick, 4, ctx.trump)) & 3;
            const int *pts = ctx.points;
            int p = pts[trick[0]] + pts[trick[1]] + pts[trick[2]] + pts[trick[3]];
            tricks_left--;
            if (tricks_left == 0)
                p += LAST_TRICK;
            if ((w & 1) == team)
                total += p;
            leader = w;
            n = 0;
            if (tricks_left == 0)
                return Py_BuildValue("(ll)", total, steps);
            if (tricks_left <= tail) {
                s->node_limit = s->nodes + tail_nodes;
                memcpy(s->h, h, sizeof(h));
                s->ntrick = 0;
                s->leader = leader;
                s->err = 0;
                int value = s_boundary(s, -1, 1000);
                if (!s->err)
                    return Py_BuildValue("(ll)", total + value, steps);
                if (s->err != ERR_BUDGET) {
                    if (s->err == ERR_PYTHON) {
                        s->err = 0;
                        return NULL;
                    }
                    s_raise(s);
                    return NULL;
                }
                s->err = 0;       /* over its budget: play on */
            }
        }
        seat = (leader + n) & 3;
        uint32_t in_hands = h[0] | h[1] | h[2] | h[3];
        card = choose(&ctx, seat, h[seat], trick, n, h, in_hands, tricks_left, 0);
        if (card < 0) {
            PyErr_SetString(PyExc_ValueError, "a seat with no card to play");
            return NULL;
        }
        steps++;
    }
}

static PyMemberDef Solver_members[] = {
    {"nodes", T_LONGLONG, offsetof(Solver, nodes), 0, "nodes searched so far"},
    {"node_limit", T_LONGLONG, offsetof(Solver, node_limit), 0, "nodes allowed in all"},
    {"team", T_INT, offsetof(Solver, team), READONLY, "the team solved for"},
    {NULL}
};

static PyMethodDef Solver_methods[] = {
    {"value", (PyCFunction)Solver_value, METH_VARARGS, "solver.Solver.value"},
    {"move_values", (PyCFunction)Solver_move_values, METH_VARARGS, "solver.Solver.move_values"},
    {"rollout", (PyCFunction)Solver_rollout, METH_VARARGS, "search.Evaluator._rollout"},
    {NULL}
};

static PyTypeObject SolverType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "baloot_audio.bots._csearch.Solver",
    .tp_doc = "The double-dummy solver of solver.py, compiled",
    .tp_basicsize = sizeof(Solver),
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC,
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)Solver_init,
    .tp_dealloc = (destructor)Solver_dealloc,
    .tp_traverse = (traverseproc)Solver_traverse,
    .tp_clear = (inquiry)Solver_clear,
    .tp_members = Solver_members,
    .tp_methods = Solver_methods,
};

/* --- module functions ------------------------------------------------------ */

static int read_trick_and_possible(PyObject *trick_arg, int *trick, PyObject *possible_arg,
                                   uint32_t *possible) {
    int n = read_ints(trick_arg, trick, 3, "trick");
    if (n < 0 || read_hands(possible_arg, possible) < 0)
        return -1;
    for (int i = 0; i < n; i++)
        if (card_arg(trick[i]) < 0)
            return -1;
    return n;
}

static PyObject *py_choose(PyObject *self, PyObject *args) {
    PyObject *ctx_arg, *trick_arg, *possible_arg;
    int seat, tricks_left, signals = 0;
    unsigned long hand, in_hands;
    Ctx ctx;
    int trick[4];
    uint32_t possible[4];
    if (!PyArg_ParseTuple(args, "OikOOki|i", &ctx_arg, &seat, &hand, &trick_arg, &possible_arg,
                          &in_hands, &tricks_left, &signals))
        return NULL;
    if (read_ctx(ctx_arg, &ctx) < 0)
        return NULL;
    int n = read_trick_and_possible(trick_arg, trick, possible_arg, possible);
    if (n < 0)
        return NULL;
    return PyLong_FromLong(choose(&ctx, seat & 3, (uint32_t)hand, trick, n, possible,
                                  (uint32_t)in_hands, tricks_left, signals));
}

/* buy_search._play_out: [team 0's card points, team 1's, team 0's tricks, team 1's] */
static PyObject *py_play_out(PyObject *self, PyObject *args) {
    PyObject *ctx_arg, *hands;
    int leader;
    Ctx ctx;
    uint32_t h[4];
    if (!PyArg_ParseTuple(args, "OOi", &ctx_arg, &hands, &leader))
        return NULL;
    if (read_ctx(ctx_arg, &ctx) < 0 || read_hands(hands, h) < 0)
        return NULL;
    int abnat[2] = {0, 0}, tricks[2] = {0, 0}, trick[4], n = 0, left = 8;
    leader &= 3;
    while (left) {
        int seat = (leader + n) & 3;
        int c = choose(&ctx, seat, h[seat], trick, n, h, h[0] | h[1] | h[2] | h[3], left, 0);
        if (c < 0) {
            PyErr_SetString(PyExc_ValueError, "a seat with no card to play");
            return NULL;
        }
        h[seat] &= ~((uint32_t)1 << c);
        trick[n++] = c;
        if (n == 4) {
            int w = (leader + trick_winner(trick, 4, ctx.trump)) & 3;
            left--;
            abnat[w & 1] += ctx.points[trick[0]] + ctx.points[trick[1]] + ctx.points[trick[2]]
                            + ctx.points[trick[3]] + (left ? 0 : LAST_TRICK);
            tricks[w & 1]++;
            leader = w;
            n = 0;
        }
    }
    return Py_BuildValue("[iiii]", abnat[0], abnat[1], tricks[0], tricks[1]);
}

static PyObject *py_configure(PyObject *self, PyObject *args) {
    PyObject *budget, *time;
    int last_trick;
    if (!PyArg_ParseTuple(args, "OOi", &budget, &time, &last_trick))
        return NULL;
    Py_XSETREF(OutOfBudget, Py_NewRef(budget));
    Py_XSETREF(OutOfTime, Py_NewRef(time));
    LAST_TRICK = last_trick;
    Py_RETURN_NONE;
}

static PyMethodDef module_methods[] = {
    {"configure", py_configure, METH_VARARGS,
     "configure(OutOfBudget, OutOfTime, last_trick): what solver.py names"},
    {"choose", py_choose, METH_VARARGS, "policy.choose"},
    {"play_out", py_play_out, METH_VARARGS, "buy_search._play_out"},
    {NULL}
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "baloot_audio.bots._csearch",
    "The strong bot's search, compiled (see bots/native.py)", -1, module_methods,
};

PyMODINIT_FUNC PyInit__csearch(void) {
    init_tables();
    if (PyType_Ready(&SolverType) < 0)
        return NULL;
    PyObject *m = PyModule_Create(&module);
    if (!m)
        return NULL;
    if (PyModule_AddObjectRef(m, "Solver", (PyObject *)&SolverType) < 0) {
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
