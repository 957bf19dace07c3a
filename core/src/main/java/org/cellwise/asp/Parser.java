package org.cellwise.asp;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads clingo's language as far as a puzzle's rules need it: facts ({@code gt(1,2,1,1).}) and integrity constraints
 * ({@code :- a(R,C,N), a(R1,C1,N), |R1-R|+|C1-C| == 3.}), several to a line or one over several lines, with
 * {@code %} comments. Every error names the place it is about and what was expected there. A rule whose variables
 * no atom or equality binds is refused here, as clingo refuses an unsafe rule, so grounding never meets one.
 */
public final class Parser {
    /** A line of source and where its first character stands. */
    public record Segment(String text, int line, int column) {}

    /** What was read: the integrity constraints and the facts, each in the order written. */
    public record Program(List<Denial> denials, List<Fact> facts) {}

    /** Literals in one rule: past this a rule is refused (a join over that many is no puzzle's rule). */
    static final int MAX_LITERALS = 64;
    /** Cells one rule may name ({@code a(...)} atoms): grounding joins over them. */
    static final int MAX_CELLS = 8;
    /** How deep terms may nest, so a hostile line cannot exhaust the stack. */
    static final int MAX_DEPTH = 64;

    private enum T { NUM, VAR, IDENT, NECK, LPAR, RPAR, LBRACE, RBRACE, COMMA, SEMI, DOT, DOTS, BAR, PLUS, MINUS, STAR, SLASH,
        BACKSLASH, CMP, COLON, POW, EOF }

    private record Tok(T type, String text, int pos) {}

    private final String src;
    private final int[] lineOf, colOf;
    private final boolean[] comment;
    private final List<Tok> toks = new ArrayList<>();
    private int k;
    /** The variables of the rule being read: name to number, and each number's name. */
    private Map<String, Integer> vars;
    private List<String> names;

    private Parser(List<Segment> lines) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < lines.size(); i++) sb.append(i == 0 ? "" : "\n").append(lines.get(i).text());
        src = typographic(sb.toString());
        lineOf = new int[src.length() + 1];
        colOf = new int[src.length() + 1];
        comment = new boolean[src.length()];
        int at = 0;
        for (int i = 0; i < lines.size(); i++) {
            Segment s = lines.get(i);
            for (int j = 0; j <= s.text().length(); j++, at++) {
                lineOf[at] = s.line();
                colOf[at] = s.column() + j;
            }
        }
        if (lines.isEmpty()) {
            lineOf[0] = 1;
            colOf[0] = 1;
        }
    }

    /** Reads every statement of these lines. */
    public static Program parse(List<Segment> lines) {
        Parser p = new Parser(lines);
        p.lex();
        return p.program();
    }

    /** Reads one text as if it stood alone at line 1, column 1. */
    public static Program parse(String text) {
        List<Segment> lines = new ArrayList<>();
        String[] ls = text.split("\n", -1);
        for (int i = 0; i < ls.length; i++) lines.add(new Segment(ls[i], i + 1, 1));
        return parse(lines);
    }

    /** The one integrity constraint of a text ({@code :- ...}), as a puzzle's rule is rebuilt from its text. */
    public static Denial denial(String text) {
        Program p = parse(text);
        if (p.denials().size() != 1 || !p.facts().isEmpty())
            throw new AspException(new Place(1, 1), "expected one integrity constraint (:- ...), found " + p.denials().size()
                    + " and " + p.facts().size() + " facts");
        return p.denials().get(0);
    }

    /**
     * Whether the text opens a statement of clingo's language: an integrity constraint ({@code :-}, also the slides'
     * {@code :‐} and {@code : -}), or a fact, a name followed by {@code (} or by {@code .} alone.
     */
    public static boolean starts(String line) {
        String t = typographic(line).strip();
        // a choice rule, such as the article's basic program, so that it is refused in words
        int b = 0;
        while (b < t.length() && t.charAt(b) >= '0' && t.charAt(b) <= '9') b++;
        if (b > 0) while (b < t.length() && space(t.charAt(b))) b++;
        if (b < t.length() && t.charAt(b) == '{') return true;
        if (t.startsWith(":")) {
            int i = 1;
            while (i < t.length() && (t.charAt(i) == ' ' || t.charAt(i) == '\t')) i++;
            return i < t.length() && t.charAt(i) == '-';
        }
        int i = 0;
        if (t.isEmpty() || !(t.charAt(0) >= 'a' && t.charAt(0) <= 'z')) return false;
        while (i < t.length() && ident(t.charAt(i))) i++;
        int j = i;
        while (j < t.length() && (t.charAt(j) == ' ' || t.charAt(j) == '\t')) j++;
        if (j < t.length() && t.charAt(j) == '(') return true;
        return i < t.length() && t.charAt(i) == '.' && (i + 1 == t.length() || Character.isWhitespace(t.charAt(i + 1)) || t.charAt(i + 1) == '%');
    }

    /**
     * Whether the text holds whole statements only: it ends, past comments and spaces, with a statement's closing
     * {@code .} outside any bracket. A rule written over several lines is read until this holds.
     */
    public static boolean complete(String text) {
        String s = typographic(text);
        int depth = 0;
        char last = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '%' || c == '#' && (i == 0 || Character.isWhitespace(s.charAt(i - 1)))) {
                while (i < s.length() && s.charAt(i) != '\n') i++;
                continue;
            }
            if (Character.isWhitespace(c)) continue;
            if (c == '(' || c == '{') depth++;
            if (c == ')' || c == '}') depth--;
            last = c == '.' && depth == 0 && !(i + 1 < s.length() && s.charAt(i + 1) == '.') && !(i > 0 && s.charAt(i - 1) == '.') ? '.' : 'x';
        }
        return last == '.';
    }

    /** The slides' typographic dashes (‐ – − ...) read as '-', a no-break space as a space; lengths are kept. */
    static String typographic(String s) {
        StringBuilder sb = null;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            char r = switch (c) {
                case '\u2010', '\u2011', '\u2012', '\u2013', '\u2014', '\u2212', '\uFE63', '\uFF0D' -> '-';
                case '\u00A0' -> ' ';
                default -> c;
            };
            if (r != c) {
                if (sb == null) sb = new StringBuilder(s);
                sb.setCharAt(i, r);
            }
        }
        return sb == null ? s : sb.toString();
    }

    /**
     * A line that is one plain fact and nothing else ({@code gt(1,2,1,1).}: a name, whole numbers of up to nine
     * digits, ASCII), read without the lexer: a puzzle may state hundreds. Null for anything else, which the parser
     * reads (and where wrong, locates) as usual; the fact is the one {@link #parse} would give, placed alike.
     */
    public static Fact simpleFact(String line, int lineNo, int column) {
        int n = line.length(), i = 0;
        while (i < n && (line.charAt(i) == ' ' || line.charAt(i) == '\t')) i++;
        int start = i;
        if (i == n || line.charAt(i) < 'a' || line.charAt(i) > 'z') return null;
        while (i < n && ident(line.charAt(i))) i++;
        if (i - start > 100) return null; // the lexer's bound on names
        String name = line.substring(start, i);
        if (i == n || line.charAt(i++) != '(') return null;
        int[] args = new int[8];
        int count = 0;
        while (true) {
            while (i < n && line.charAt(i) == ' ') i++;
            boolean minus = i < n && line.charAt(i) == '-';
            if (minus) i++;
            int from = i, v = 0;
            while (i < n && line.charAt(i) >= '0' && line.charAt(i) <= '9' && i - from < 9) v = v * 10 + line.charAt(i++) - '0';
            if (i == from || i < n && line.charAt(i) >= '0' && line.charAt(i) <= '9') return null;
            if (count == 64) return null; // the parser's bound on arguments, said in its words
            if (count == args.length) args = java.util.Arrays.copyOf(args, count * 2);
            args[count++] = minus ? -v : v;
            while (i < n && line.charAt(i) == ' ') i++;
            if (i == n) return null;
            char c = line.charAt(i++);
            if (c == ')') break;
            if (c != ',') return null;
        }
        while (i < n && line.charAt(i) == ' ') i++;
        if (i == n || line.charAt(i++) != '.') return null;
        while (i < n && (line.charAt(i) == ' ' || line.charAt(i) == '\t')) i++;
        if (i != n) return null;
        return new Fact(name, java.util.Arrays.copyOf(args, count), new Place(lineNo, column + start));
    }

    private static boolean ident(char c) {
        return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '\'';
    }

    private Place place(int pos) {
        int p = Math.min(pos, src.length());
        return new Place(lineOf[p], colOf[p]);
    }

    private AspException error(int pos, String message) {
        return new AspException(place(pos), message);
    }

    private static String quote(String s) {
        return "'" + s + "'";
    }

    // ---- lexing ---------------------------------------------------------------------------------------------------

    private void lex() {
        int i = 0, n = src.length();
        while (i < n) {
            char c = src.charAt(i);
            if (Character.isWhitespace(c)) {
                i++;
                continue;
            }
            int start = i;
            if (c == '%') {
                if (i + 1 < n && src.charAt(i + 1) == '*') { // %* a block comment *%
                    int end = src.indexOf("*%", i + 2);
                    if (end < 0) throw error(i, "a comment opened with %* is not closed with *%");
                    i = end + 2;
                } else {
                    while (i < n && src.charAt(i) != '\n') i++;
                }
                for (int j = start; j < i; j++) comment[j] = true;
                continue;
            }
            if (c == '#') {
                if (i > 0 && !Character.isWhitespace(src.charAt(i - 1)))
                    throw error(i, "expected an operator or a separator, found '#'");
                if (i + 1 < n && Character.isLetter(src.charAt(i + 1))) {
                    int j = i + 1;
                    while (j < n && ident(src.charAt(j))) j++;
                    String d = src.substring(i, j);
                    throw error(i, d + " is not read: a rule here is an integrity constraint of literals, comparisons and counts"
                            + " written L{l1; l2}U" + (d.equals("#count") ? " (write #count{...} >= 1 as 1{...})" : ""));
                }
                while (i < n && src.charAt(i) != '\n') i++; // a .cw comment
                for (int j = start; j < i; j++) comment[j] = true;
                continue;
            }
            if (c >= '0' && c <= '9') {
                while (i < n && src.charAt(i) >= '0' && src.charAt(i) <= '9') i++;
                String digits = src.substring(start, i);
                if (digits.length() > 10 || Long.parseLong(digits) > Integer.MAX_VALUE)
                    throw error(start, "a number in a rule is at most " + Integer.MAX_VALUE + " (clingo's numbers are 32-bit), not "
                            + (digits.length() > 20 ? digits.substring(0, 20) + "..." : digits));
                if (i < n && ident(src.charAt(i)))
                    throw error(i, "expected an operator or a separator after " + digits + ", found " + quote(String.valueOf(src.charAt(i))));
                toks.add(new Tok(T.NUM, digits, start));
                continue;
            }
            if (c >= 'A' && c <= 'Z' || c == '_' || c >= 'a' && c <= 'z') {
                while (i < n && ident(src.charAt(i))) i++;
                String w = src.substring(start, i);
                if (w.length() > 100) throw error(start, "a name is at most 100 characters long");
                toks.add(new Tok(c >= 'a' && c <= 'z' ? T.IDENT : T.VAR, w, start));
                continue;
            }
            T t;
            String text;
            switch (c) {
                case ':' -> {
                    int j = i + 1;
                    while (j < n && (src.charAt(j) == ' ' || src.charAt(j) == '\t')) j++;
                    if (j < n && src.charAt(j) == '-') {
                        t = T.NECK;
                        text = src.substring(i, j + 1);
                    } else {
                        t = T.COLON;
                        text = ":";
                    }
                }
                case '(' -> { t = T.LPAR; text = "("; }
                case ')' -> { t = T.RPAR; text = ")"; }
                case '{' -> { t = T.LBRACE; text = "{"; }
                case '}' -> { t = T.RBRACE; text = "}"; }
                case ',' -> { t = T.COMMA; text = ","; }
                case ';' -> { t = T.SEMI; text = ";"; }
                case '|' -> { t = T.BAR; text = "|"; }
                case '+' -> { t = T.PLUS; text = "+"; }
                case '-' -> { t = T.MINUS; text = "-"; }
                case '/' -> { t = T.SLASH; text = "/"; }
                case '\\' -> { t = T.BACKSLASH; text = "\\"; }
                case '.' -> {
                    boolean two = i + 1 < n && src.charAt(i + 1) == '.';
                    t = two ? T.DOTS : T.DOT;
                    text = two ? ".." : ".";
                }
                case '*' -> {
                    boolean two = i + 1 < n && src.charAt(i + 1) == '*';
                    t = two ? T.POW : T.STAR;
                    text = two ? "**" : "*";
                }
                case '=', '!', '<', '>' -> {
                    String two = i + 1 < n ? src.substring(i, i + 2) : "";
                    if (two.equals("==") || two.equals("!=") || two.equals("<=") || two.equals(">=")) text = two;
                    else if (two.equals("<>")) text = "!=";
                    else if (c == '!') throw error(i, "expected != (not equal), found '!'");
                    else text = String.valueOf(c);
                    t = T.CMP;
                    if (two.equals("<>")) {
                        toks.add(new Tok(t, text, start));
                        i += 2;
                        continue;
                    }
                }
                default -> throw error(i, "expected a rule of clingo's language (letters, numbers, ( ) , ; . { } | + - * / \\ and"
                        + " comparisons), found " + (Character.isISOControl(c) ? String.format("character U+%04X", (int) c) : quote(String.valueOf(c))));
            }
            toks.add(new Tok(t, text, start));
            i += text.length();
        }
        toks.add(new Tok(T.EOF, "", n));
    }

    // ---- parsing --------------------------------------------------------------------------------------------------

    private Tok cur() {
        return toks.get(k);
    }

    private Tok next() {
        return toks.get(k++);
    }

    private boolean at(T t) {
        return cur().type() == t;
    }

    private static String shown(Tok t) {
        return t.type() == T.EOF ? "the end of the rule (a statement ends with '.')" : quote(t.text());
    }

    private Tok expect(T t, String what) {
        if (!at(t)) throw error(cur().pos(), "expected " + what + ", found " + shown(cur()));
        return next();
    }

    private Program program() {
        List<Denial> denials = new ArrayList<>();
        List<Fact> facts = new ArrayList<>();
        while (!at(T.EOF)) {
            Tok t = cur();
            switch (t.type()) {
                case NECK -> denials.add(denial());
                case IDENT -> facts.add(fact());
                case NUM, LBRACE -> throw error(t.pos(), "a choice rule such as 1 { a(X,Y,N) : ... } 1 is not read: the grid, "
                        + "its values and 'rules sudoku' say what the article's choice rule says; a line here is a fact such as "
                        + "gt(1,2,1,1). or an integrity constraint starting with :-");
                default -> throw error(t.pos(), "expected a fact such as gt(1,2,1,1). or an integrity constraint starting with :-, found "
                        + shown(t));
            }
        }
        return new Program(denials, facts);
    }

    private Fact fact() {
        Tok name = next();
        vars = new HashMap<>();
        names = new ArrayList<>();
        List<Term> args = at(T.LPAR) ? args(name) : List.of();
        if (at(T.NECK) || at(T.COLON) || at(T.SEMI) || at(T.COMMA) || at(T.BAR))
            throw error(cur().pos(), "a rule with a head, such as " + name.text() + "(...) :- ..., is not read: a line here is a fact"
                    + " (" + name.text() + "(...).) or an integrity constraint starting with :-");
        expect(T.DOT, "'.' to end the fact " + name.text());
        int[] values = new int[args.size()];
        for (int i = 0; i < args.size(); i++) {
            Term a = args.get(i);
            java.util.BitSet vs = new java.util.BitSet();
            a.variables(vs);
            if (!vs.isEmpty())
                throw new AspException(a.at(), "a fact's arguments are whole numbers, not the variable " + names.get(vs.nextSetBit(0)));
            long v = a.eval(new long[0]);
            if (v == Term.UNDEFINED) throw new AspException(a.at(), "this argument divides by zero: a fact's arguments are whole numbers");
            values[i] = (int) v;
        }
        return new Fact(name.text(), values, place(name.pos()));
    }

    private List<Term> args(Tok name) {
        expect(T.LPAR, "'('");
        List<Term> out = new ArrayList<>();
        if (at(T.RPAR)) throw error(cur().pos(), "expected an argument of " + name.text() + ", found ')' (a name with no arguments is written without brackets)");
        while (true) {
            out.add(term(0));
            if (at(T.DOTS)) throw error(cur().pos(), "intervals such as 1..9 are not read: write each number apart");
            if (at(T.RPAR)) break;
            if (!at(T.COMMA)) throw error(cur().pos(), "expected ',' or ')' in the arguments of " + name.text() + ", found " + shown(cur()));
            next();
            if (out.size() >= 64) throw error(cur().pos(), "a name takes at most 64 arguments");
        }
        next();
        return out;
    }

    private Denial denial() {
        Tok neck = next();
        vars = new HashMap<>();
        names = new ArrayList<>();
        List<Literal> body = new ArrayList<>();
        if (!at(T.DOT)) {
            while (true) {
                if (body.size() >= MAX_LITERALS) throw error(cur().pos(), "a rule here holds at most " + MAX_LITERALS + " literals");
                body.add(literal(false));
                if (at(T.DOT)) break;
                if (at(T.COMMA) || at(T.SEMI)) {
                    next();
                    continue;
                }
                if (at(T.COLON)) throw error(cur().pos(), "conditions (:) are not read: a rule's literals are joined by ','");
                if (at(T.DOTS)) throw error(cur().pos(), "intervals such as 1..9 are not read: compare with <= and >= instead");
                throw error(cur().pos(), "expected ',' or '.' after a literal, found " + shown(cur()));
            }
        }
        Tok dot = next();
        int cells = 0;
        for (Literal l : body)
            if (l instanceof Literal.Cell c && ++cells > MAX_CELLS)
                throw new AspException(c.at(), "a rule here names at most " + MAX_CELLS + " cells (a(...) atoms)");
        Denial d = new Denial(text(neck.pos(), neck.text().length(), dot.pos() + 1), body, names, place(neck.pos()));
        safe(d);
        return d;
    }

    /** The rule as written: its neck as {@code :-}, comments left out, each line break with its indentation one space. */
    private String text(int from, int neckLength, int to) {
        StringBuilder sb = new StringBuilder(":-");
        for (int i = from + neckLength; i < to; i++) if (!comment[i]) sb.append(src.charAt(i));
        return joined(sb).strip();
    }

    /**
     * Each line break, with the spaces and tabs before it and the white space after it, made one space (by hand: the
     * browser build's regular expressions recurse a character at a time).
     */
    private static String joined(CharSequence s) {
        StringBuilder out = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c != '\n') {
                out.append(c);
                continue;
            }
            int end = out.length();
            while (end > 0 && (out.charAt(end - 1) == ' ' || out.charAt(end - 1) == '\t')) end--;
            out.setLength(end);
            while (i + 1 < s.length() && space(s.charAt(i + 1))) i++;
            out.append(' ');
        }
        return out.toString();
    }

    /** White space as regular expressions' \\s: space, tab, line breaks, vertical tab, form feed. */
    private static boolean space(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\u000B' || c == '\f' || c == '\r';
    }

    /** A term's text without the brackets around the whole of it, as a person wrote it inside |...| or before a comparison. */
    private static String unbracketed(String text) {
        return text.length() >= 2 && text.startsWith("(") && text.endsWith(")") && text.indexOf('\n') < 0
                ? text.substring(1, text.length() - 1) : text;
    }

    private Literal literal(boolean inCount) {
        Tok first = cur();
        boolean negated = false;
        if (at(T.IDENT) && cur().text().equals("not")) {
            next();
            negated = true;
            if (at(T.IDENT) && cur().text().equals("not")) throw error(cur().pos(), "'not not' is not read");
        }
        Place at = place(first.pos());
        if (at(T.LBRACE)) {
            if (inCount) throw error(cur().pos(), "a count inside a count is not read");
            return count(null, null, negated, at);
        }
        if (at(T.IDENT)) {
            Tok name = next();
            List<Term> args = at(T.LPAR) ? args(name) : List.of();
            if (at(T.CMP) || at(T.PLUS) || at(T.MINUS) || at(T.STAR) || at(T.SLASH) || at(T.BACKSLASH))
                throw error(name.pos(), "a comparison or a sum takes numbers and variables, not " + name.text()
                        + (args.isEmpty() ? "" : "(...)") + " (constants and function terms are not read)");
            if (name.text().equals("a") && args.size() == 3) {
                if (negated) throw error(first.pos(), "not a(...) is not read: a rule here says which values cells may not hold"
                        + " together, so its cells are named by a(R,C,N) without 'not'");
                if (inCount) throw error(name.pos(), "a(...) inside a count is not read: a count here holds comparisons and facts");
                return new Literal.Cell(args.get(0), args.get(1), args.get(2), place(name.pos()));
            }
            return new Literal.Atom(name.text(), args, negated, at);
        }
        Term left = term(0);
        if (at(T.LBRACE)) {
            if (inCount) throw error(cur().pos(), "a count inside a count is not read");
            return count(left, "<=", negated, at);
        }
        if (!at(T.CMP)) {
            if (at(T.DOTS)) throw error(cur().pos(), "intervals such as 1..9 are not read: compare with <= and >= instead");
            throw error(cur().pos(), "expected a comparison (== != < <= > >=) after " + unbracketed(left.text())
                    + ", found " + shown(cur()));
        }
        String op = next().text();
        if (at(T.LBRACE)) {
            if (inCount) throw error(cur().pos(), "a count inside a count is not read");
            return count(left, op, negated, at);
        }
        Term right = term(0);
        if (at(T.CMP)) throw error(cur().pos(), "one comparison at a time: write a < b, b < c rather than a < b < c");
        return new Literal.Comparison(op, left, right, negated, at);
    }

    private Literal count(Term lower, String lowerOp, boolean negated, Place at) {
        expect(T.LBRACE, "'{'");
        List<Literal> elements = new ArrayList<>();
        if (!at(T.RBRACE)) {
            while (true) {
                if (elements.size() >= MAX_LITERALS) throw error(cur().pos(), "a count here holds at most " + MAX_LITERALS + " literals");
                elements.add(literal(true));
                if (at(T.RBRACE)) break;
                if (at(T.SEMI)) {
                    next();
                    continue;
                }
                if (at(T.COLON)) throw error(cur().pos(), "conditions (:) in a count are not read: list its literals apart with ';'");
                if (at(T.COMMA)) throw error(cur().pos(), "a count's literals are apart with ';' (as in 1{R != R1; C != C1}), found ','");
                throw error(cur().pos(), "expected ';' or '}' in a count, found " + shown(cur()));
            }
        }
        next();
        Term upper = null;
        String upperOp = null;
        if (at(T.CMP)) {
            upperOp = next().text();
            upper = term(0);
        } else if (at(T.NUM) || at(T.VAR) || at(T.MINUS) || at(T.LPAR) || at(T.BAR)) {
            upperOp = "<=";
            upper = term(0);
        }
        return new Literal.Count(lower, lowerOp, elements, upper, upperOp, negated, at);
    }

    /** additive := product (('+'|'-') product)* */
    private Term term(int depth) {
        if (depth > MAX_DEPTH) throw error(cur().pos(), "terms nest at most " + MAX_DEPTH + " deep here");
        Term t = product(depth);
        while (at(T.PLUS) || at(T.MINUS)) {
            Tok op = next();
            t = deep(new Term.Bin(op.text().charAt(0), t, product(depth + 1), place(op.pos())), op);
        }
        return t;
    }

    /**
     * The term, unless its operations nest past {@link #MAX_DEPTH} (a sum of a hundred thousand 1s is as deep as its
     * length): evaluated recursively, it would exhaust the stack.
     */
    private Term deep(Term t, Tok at) {
        if (height(t) > MAX_DEPTH) throw error(at.pos(), "terms nest at most " + MAX_DEPTH + " operations deep here");
        return t;
    }

    private static int height(Term t) {
        if (t instanceof Term.Bin b) return 1 + Math.max(height(b.left()), height(b.right()));
        if (t instanceof Term.Neg n) return 1 + height(n.of());
        if (t instanceof Term.Abs a) return 1 + height(a.of());
        return 0;
    }

    private Term product(int depth) {
        Term t = unary(depth);
        while (at(T.STAR) || at(T.SLASH) || at(T.BACKSLASH)) {
            Tok op = next();
            t = deep(new Term.Bin(op.text().charAt(0), t, unary(depth + 1), place(op.pos())), op);
        }
        if (at(T.POW)) throw error(cur().pos(), "** (a power) is not read: write the product out");
        return t;
    }

    private Term unary(int depth) {
        if (depth > MAX_DEPTH) throw error(cur().pos(), "terms nest at most " + MAX_DEPTH + " deep here");
        if (at(T.MINUS)) {
            Tok m = next();
            Term of = unary(depth + 1);
            // -3 is the number -3, as clingo reads it
            if (of instanceof Term.Num n) return new Term.Num(-n.value(), place(m.pos()));
            return deep(new Term.Neg(of, place(m.pos())), m);
        }
        return primary(depth);
    }

    private Term primary(int depth) {
        Tok t = cur();
        switch (t.type()) {
            case NUM -> {
                next();
                return new Term.Num(Integer.parseInt(t.text()), place(t.pos()));
            }
            case VAR -> {
                next();
                int id;
                if (t.text().equals("_")) { // each _ is a variable of its own
                    id = names.size();
                    names.add("_");
                } else {
                    id = vars.computeIfAbsent(t.text(), x -> {
                        names.add(x);
                        return names.size() - 1;
                    });
                }
                return new Term.Var(t.text(), id, place(t.pos()));
            }
            case LPAR -> {
                next();
                Term in = term(depth + 1);
                if (at(T.COMMA)) throw error(cur().pos(), "tuples such as (R,C) are not read: compare each part");
                expect(T.RPAR, "')'");
                return in;
            }
            case BAR -> {
                next();
                Term in = term(depth + 1);
                expect(T.BAR, "'|' to close |" + unbracketed(in.text()));
                return deep(new Term.Abs(in, place(t.pos())), t);
            }
            case IDENT -> throw error(t.pos(), "a term here is a number or a variable (capitalised), not " + quote(t.text())
                    + " (constants and function terms are not read)");
            default -> throw error(t.pos(), "expected a number, a variable, '(' or '|', found " + shown(t));
        }
    }

    // ---- safety ---------------------------------------------------------------------------------------------------

    /**
     * Refuses a rule with a variable nothing binds, as clingo refuses an unsafe rule: a variable is bound where it is
     * an argument of a cell or a fact (alone or in a linear term such as {@code R-2}), or by an equality whose other
     * side is bound; {@code not}, counts and other comparisons only test.
     */
    private static void safe(Denial d) {
        BitSet bound = new BitSet();
        boolean changed = true;
        while (changed) {
            changed = false;
            for (Literal l : d.body()) {
                List<Term> args = l instanceof Literal.Cell c ? c.args() : l instanceof Literal.Atom a && !a.negated() ? a.args() : null;
                if (args != null) for (Term t : args) changed |= binds(t, bound);
                if (l instanceof Literal.Comparison c && c.assigns()) {
                    if (bound(c.right(), bound)) changed |= binds(c.left(), bound);
                    if (bound(c.left(), bound)) changed |= binds(c.right(), bound);
                }
            }
        }
        for (Literal l : d.body()) {
            Term.Var v = unbound(l, bound);
            if (v != null)
                throw new AspException(v.at(), "variable " + v.name() + " is unbound: name it in a cell a(R,C,N) or in a fact, or set it"
                        + " with " + v.name() + " = ... (clingo calls such a rule unsafe)");
        }
    }

    private static boolean bound(Term t, BitSet bound) {
        BitSet vs = new BitSet();
        t.variables(vs);
        vs.andNot(bound);
        return vs.isEmpty();
    }

    /** Binds the one unbound variable of {@code t} when {@code t} is linear in it; whether it did. */
    private static boolean binds(Term t, BitSet bound) {
        BitSet vs = new BitSet();
        t.variables(vs);
        vs.andNot(bound);
        if (vs.cardinality() != 1) return false;
        int v = vs.nextSetBit(0);
        if (Term.coefficient(t, v) == 0) return false;
        bound.set(v);
        return true;
    }

    private static Term.Var unbound(Literal l, BitSet bound) {
        if (l instanceof Literal.Cell c) return first(bound, c.row(), c.col(), c.value());
        if (l instanceof Literal.Atom a) return first(bound, a.args().toArray(new Term[0]));
        if (l instanceof Literal.Comparison c) return first(bound, c.left(), c.right());
        Literal.Count c = (Literal.Count) l;
        List<Term> guards = new ArrayList<>();
        if (c.lower() != null) guards.add(c.lower());
        if (c.upper() != null) guards.add(c.upper());
        Term.Var v = first(bound, guards.toArray(new Term[0]));
        for (Literal e : c.elements()) if (v == null) v = unbound(e, bound);
        return v;
    }

    private static Term.Var first(BitSet bound, Term... ts) {
        for (Term t : ts) {
            Term.Var v = firstVar(t, bound);
            if (v != null) return v;
        }
        return null;
    }

    private static Term.Var firstVar(Term t, BitSet bound) {
        if (t instanceof Term.Var v) return bound.get(v.id()) ? null : v;
        if (t instanceof Term.Neg n) return firstVar(n.of(), bound);
        if (t instanceof Term.Abs a) return firstVar(a.of(), bound);
        if (t instanceof Term.Bin b) {
            Term.Var v = firstVar(b.left(), bound);
            return v != null ? v : firstVar(b.right(), bound);
        }
        return null;
    }
}
