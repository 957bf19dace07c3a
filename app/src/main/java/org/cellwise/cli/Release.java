package org.cellwise.cli;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import picocli.AutoComplete;
import picocli.CommandLine;

/**
 * Writes what a release archive holds beside the jar, from the commands themselves: the bash (and zsh) completion
 * script and the manual page. Run by the build ({@code mvn package}) as {@code Release DIR VERSION DATE}.
 */
public final class Release {
    private Release() {}

    public static void main(String[] args) throws Exception {
        Path dir = Path.of(args[0]);
        String version = args.length > 1 ? args[1] : "unknown", date = args.length > 2 ? args[2] : "";
        CommandLine all = Main.commandLine();
        Path completion = dir.resolve("share/bash-completion/completions/cellwise");
        Files.createDirectories(completion.getParent());
        Files.writeString(completion, AutoComplete.bash("cellwise", all), StandardCharsets.UTF_8);
        Path man = dir.resolve("share/man/man1/cellwise.1");
        Files.createDirectories(man.getParent());
        Files.writeString(man, ManPage.of(all, version, date.length() >= 10 ? date.substring(0, 10) : date), StandardCharsets.UTF_8);
    }
}
