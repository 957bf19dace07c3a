package org.cellwise.testing;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Element;
import org.w3c.dom.NamedNodeMap;
import org.w3c.dom.Node;
import org.xml.sax.InputSource;

/**
 * What the tests ask of markup a writer made from hostile text (names, labels, rules text, drawings' texts): it
 * holds only the writers' own elements and attributes, so whatever the text said stays text. SVG is parsed as
 * strict XML (so it must also be well-formed, as the page's parser needs it); HTML, which has no parser in the JDK,
 * is read tag by tag: every {@code <} starts one of the known tags, and no text between tags holds {@code <} or
 * {@code >}. Both give back the texts they hold, entities decoded, for the test to find its text in.
 */
public final class Markup {
    /** The SVG the pictures draw (and the page keeps: svg.js's vocabulary). */
    public static final Set<String> SVG_ELEMENTS = Set.of("svg", "title", "g", "rect", "line", "circle", "ellipse", "path", "polyline",
            "polygon", "text");
    public static final Set<String> SVG_ATTRIBUTES = Set.of("xmlns", "width", "height", "viewBox", "font-family", "class", "x", "y",
            "x1", "y1", "x2", "y2", "cx", "cy", "r", "rx", "ry", "d", "points", "fill", "stroke", "stroke-width", "stroke-dasharray",
            "stroke-linecap", "stroke-linejoin", "opacity", "font-size", "font-weight", "text-anchor");
    /** Attribute values in SVG: numbers, colours, names, path data; never a URL or a call (svg.js keeps no other). */
    private static final Pattern PLAIN = Pattern.compile("[#\\w .,%-]*");
    /** The HTML pages' own elements, besides their SVG pictures. */
    public static final Set<String> HTML_ELEMENTS = Set.of("html", "head", "meta", "title", "style", "body", "section", "h1", "h2", "p",
            "table", "tr", "td", "span", "div", "pre", "figure", "figcaption", "b");

    private Markup() {}

    /**
     * The texts of an SVG picture's text and title elements, after checking it: well-formed XML, the pictures'
     * elements and attributes only, plain attribute values. Throws AssertionError naming what is wrong.
     */
    public static List<String> svgTexts(String svg) {
        Element root;
        try {
            DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
            f.setNamespaceAware(true);
            f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            root = f.newDocumentBuilder().parse(new InputSource(new StringReader(svg))).getDocumentElement();
        } catch (Exception e) {
            throw new AssertionError("not well-formed SVG (" + e.getMessage() + "): " + clip(svg));
        }
        List<String> texts = new ArrayList<>();
        walk(root, texts, svg);
        return texts;
    }

    /** The same for elements to lay into a picture (a fragment, no root of its own). */
    public static List<String> svgFragmentTexts(String fragment) {
        return svgTexts("<svg xmlns=\"http://www.w3.org/2000/svg\">" + fragment + "</svg>");
    }

    private static void walk(Element e, List<String> texts, String whole) {
        if (!SVG_ELEMENTS.contains(e.getLocalName()) || !"http://www.w3.org/2000/svg".equals(e.getNamespaceURI()))
            throw new AssertionError("an element outside the pictures' vocabulary: <" + e.getTagName() + "> in " + clip(whole));
        NamedNodeMap attrs = e.getAttributes();
        for (int i = 0; i < attrs.getLength(); i++) {
            Node a = attrs.item(i);
            if (!SVG_ATTRIBUTES.contains(a.getNodeName()))
                throw new AssertionError("an attribute outside the pictures' vocabulary: " + a.getNodeName() + " in " + clip(whole));
            if (!a.getNodeName().equals("xmlns") && !PLAIN.matcher(a.getNodeValue()).matches())
                throw new AssertionError("an attribute value that is not plain: " + a.getNodeName() + "=\"" + a.getNodeValue() + "\"");
        }
        if (e.getLocalName().equals("text") || e.getLocalName().equals("title")) texts.add(e.getTextContent());
        for (Node c = e.getFirstChild(); c != null; c = c.getNextSibling())
            if (c instanceof Element child) walk(child, texts, whole);
            else if (c.getNodeType() != Node.TEXT_NODE) throw new AssertionError("a node that is not an element or text: " + c);
    }

    private static final Pattern TAG = Pattern.compile("<!DOCTYPE html>|<(/?)([a-zA-Z][a-zA-Z0-9]*)((?:\\s+[a-zA-Z][a-zA-Z0-9:-]*=\"[^\"<>]*\")*)\\s*/?>");
    private static final Pattern ATTRIBUTE = Pattern.compile("([a-zA-Z][a-zA-Z0-9:-]*)=\"([^\"]*)\"");

    /**
     * The texts between the tags of an HTML page (entities decoded), after checking every tag is one of its own or
     * its pictures' elements, no attribute is an event handler or names a URL, and no text holds a raw {@code <} or
     * {@code >}. Attribute values are given back too, decoded.
     */
    public static List<String> htmlTexts(String html) {
        List<String> texts = new ArrayList<>();
        Matcher m = TAG.matcher(html);
        int at = 0;
        String open = null;
        while (m.find()) {
            text(html.substring(at, m.start()), texts, open, html);
            at = m.end();
            if (m.group(2) == null) continue; // the doctype
            String name = m.group(2);
            if (!HTML_ELEMENTS.contains(name) && !SVG_ELEMENTS.contains(name))
                throw new AssertionError("an element outside the page's vocabulary: <" + name + "> in " + clip(html));
            Matcher a = ATTRIBUTE.matcher(m.group(3));
            while (a.find()) {
                String attr = a.group(1).toLowerCase(java.util.Locale.ROOT);
                if (attr.startsWith("on") || attr.equals("href") || attr.equals("src") || attr.contains(":"))
                    throw new AssertionError("an attribute that runs or loads: " + attr + " in " + clip(html));
                texts.add(decode(a.group(2)));
            }
            open = m.group(1).isEmpty() ? name : null;
        }
        text(html.substring(at), texts, open, html);
        return texts;
    }

    private static void text(String t, List<String> texts, String open, String whole) {
        if (t.indexOf('<') >= 0 || t.indexOf('>') >= 0) {
            // a style element's rules are the page's own; none of them uses < or >
            throw new AssertionError("markup that is not one of the page's tags: " + clip(t) + " in " + clip(whole));
        }
        if (!t.isBlank()) texts.add(decode(t));
    }

    /** Entities as the writers write them. */
    public static String decode(String t) {
        return t.replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", "\"").replace("&#39;", "'").replace("&amp;", "&");
    }

    /**
     * A text as markup that cannot hold it gives it back: characters XML cannot hold (controls other than tab and
     * line ends, lone surrogates, U+FFFE, U+FFFF) as U+FFFD.
     */
    public static String asKept(String text) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1))) sb.append(c).append(text.charAt(++i));
            else if (Character.isSurrogate(c) || c == '\uFFFE' || c == '\uFFFF' || c < 0x20 && c != '\t' && c != '\n' && c != '\r') sb.append('\uFFFD');
            else sb.append(c);
        }
        return sb.toString();
    }

    private static String clip(String s) {
        return s.length() > 300 ? s.substring(0, 300) + "..." : s;
    }
}
