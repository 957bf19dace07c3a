package org.cellwise;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The browser build (TeaVM's WebAssembly) runs an interface's default method without initialising the interface, so
 * a constant the interface computes (an array, an object) is still null there, and the engine fails in the browser
 * alone. Core's interfaces that have default methods hold only constants the compiler writes in place: primitives and
 * strings.
 */
class InterfaceConstantsTest {
    @Test
    void interfacesWithDefaultMethodsHoldOnlyCompileTimeConstants() throws IOException, URISyntaxException, ClassNotFoundException {
        Path classes = Path.of(InterfaceConstantsTest.class.getProtectionDomain().getCodeSource().getLocation().toURI())
                .resolveSibling("classes");
        List<String> found = new ArrayList<>();
        int interfaces = 0;
        try (Stream<Path> files = Files.walk(classes)) {
            for (Path p : (Iterable<Path>) files.filter(f -> f.toString().endsWith(".class"))::iterator) {
                String name = classes.relativize(p).toString().replace('/', '.').replaceAll("\\.class$", "");
                Class<?> c = Class.forName(name, false, InterfaceConstantsTest.class.getClassLoader());
                if (!c.isInterface()) continue;
                interfaces++;
                boolean defaults = Stream.of(c.getDeclaredMethods()).anyMatch(Method::isDefault);
                if (!defaults) continue;
                for (Field f : c.getDeclaredFields())
                    if (Modifier.isStatic(f.getModifiers()) && !f.getType().isPrimitive() && f.getType() != String.class)
                        found.add(name + "." + f.getName());
            }
        }
        assertEquals(true, interfaces > 20, "core's interfaces were found in " + classes);
        assertEquals(List.of(), found, "constants an interface with default methods computes (move them to a class)");
    }
}
