import ShopCore

/// Shell completion scripts for bash, zsh and fish, generated from the one
/// command table, so a new command or option completes without anyone
/// editing a script.
///
/// What completes: the commands, `cart`'s actions, every command's and
/// action's options (long and short), the values of options that take one
/// of a few (currencies, rounding modes, split modes, languages), file
/// paths after `--cart` and `--bill`, and a command's first argument by its
/// ``Operand``: a file after `settle`, a command after `help`.
package enum Completion<C: CommandShape> {
    /// The shells a script can be generated for.
    package enum Shell: String, CaseIterable {
        case bash, zsh, fish
    }

    /// The top-level options of the program itself.
    package static var topOptions: [String] { C.programOptions.map { "--" + $0.name } }

    /// What completes after an option that takes a value.
    package enum Values: Equatable {
        case words([String])
        case files
        case none
    }

    /// What completes after `option`, by its declared kind.
    package static func values(of option: OptionSpec) -> Values {
        if option.kind == .file { return .files }
        return option.kind.candidates.map(Values.words) ?? .none
    }

    /// One place a word can complete: a command (`discount`) or a cart action (`cart add`).
    package struct Entry {
        package let command: String
        package let action: String?
        package let options: [OptionSpec]
        package let summary: String
        /// What its first argument is.
        package var operand: Operand = .value
    }

    /// The commands of the command line and their actions.
    package static func entries(_ commands: [C]) -> (commands: [Entry], actions: [String: [Entry]]) {
        var top: [Entry] = []
        var actions: [String: [Entry]] = [:]
        for command in commands where command.scope.includes(false) {
            top.append(
                Entry(
                    command: command.name, action: nil, options: command.specs,
                    summary: command.completionSummary, operand: command.operand))
            for sub in command.subcommands {
                actions[command.name, default: []].append(
                    Entry(
                        command: command.name, action: sub.name, options: sub.specs,
                        summary: sub.completionSummary))
            }
        }
        return (top, actions)
    }

    /// The options every command takes besides its own.
    package static var everyCommand: [OptionSpec] { [.help] + C.globalOptions }

    /// `--rate -r` and the rest of an entry's options, `--help`/`-h` and `--lang` included.
    package static func words(of options: [OptionSpec]) -> [String] {
        var words: [String] = []
        for option in options + everyCommand {
            words.append("--" + option.name)
            if let short = option.short { words.append("-" + String(short)) }
        }
        return words
    }

    /// Every option that takes a value, long and short, across the table, with what
    /// completes after it, in order of the option's word.
    ///
    /// The scripts complete a value by the option's word alone, so an option that two commands declare with other words
    /// (`settle --export csv|hledger|…`, `cart receipt --export receipt`) offers all of them.
    package static func valueOptions(_ commands: [C]) -> [(word: String, values: Values)] {
        var kinds: [String: Values] = [:]
        let (top, actions) = entries(commands)
        let declared = C.programOptions + top.flatMap(\.options) + actions.values.flatMap { $0.flatMap(\.options) }
        func add(_ key: String, _ kind: Values) {
            if case .words(let known)? = kinds[key], case .words(let more) = kind {
                kinds[key] = .words(known + more.filter { !known.contains($0) })
            } else {
                kinds[key] = kind
            }
        }
        for option in declared where option.takesValue {
            let kind = values(of: option)
            add("--" + option.name, kind)
            if let short = option.short { add("-" + String(short), kind) }
        }
        return kinds.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// What completes the last word of a partly typed line (`add 100 --t`,
    /// `split 4 --mode s`), from the same table the scripts use: the
    /// commands, a command's actions, its options, an option's values
    /// (``Values/files`` after `--cart` and `--bill`), a command's first
    /// argument by its ``Operand`` (`lang e`, `help sp`, `settle tr`), each
    /// starting with the word typed so far.
    ///
    /// A line that ends in a space completes a new word.
    package static func candidates(for line: String, inSession: Bool, commands: [C]) -> Values {
        var typed = line.split(whereSeparator: \.isWhitespace).map(String.init)
        let partial = line.last.map { $0.isWhitespace } ?? true ? "" : typed.removeLast()
        return candidates(after: typed, partial: partial, inSession: inSession, commands: commands)
    }

    /// What `partial` may become after the finished words `typed`: the rule
    /// of ``candidates(for:inSession:commands:)`` for a caller that has split
    /// the line itself (the REPL's Tab, which undoes `\ ` escapes).
    ///
    /// Letters compare without case (`PR` offers `price`); in a session the first word
    /// may also be an alias (`価格`) that is more than a shortening of its command.
    package static func candidates(after typed: [String], partial: String, inSession: Bool, commands: [C]) -> Values {
        func starting(_ candidates: [String]) -> Values {
            var seen = Set<String>()
            return .words(
                candidates.filter { $0.lowercased().hasPrefix(partial.lowercased()) && seen.insert($0).inserted })
        }
        let verbs = commands.filter { $0.scope.includes(inSession) }.flatMap { command in
            [command.name] + (inSession ? command.aliases.filter { !command.name.hasPrefix($0) } : [])
        }
        guard let first = typed.first else { return starting(verbs + (inSession ? [] : topOptions)) }
        guard var command = commands.first(where: { $0.answers(to: first.lowercased(), inSession: inSession) }) else {
            return .none
        }
        var options = command.specs + everyCommand
        var expectsValue: OptionSpec?
        var operands: [String] = []
        for word in typed.dropFirst() {
            if expectsValue != nil {
                expectsValue = nil
                continue
            }
            if word.hasPrefix("-") {
                expectsValue = options.first { "--" + $0.name == word || $0.short.map { "-" + String($0) } == word }
                    .flatMap { $0.takesValue ? $0 : nil }
            } else if let action = command.subcommands.first(where: { $0.name == word.lowercased() }) {
                command = action
                options = action.specs + everyCommand
            } else {
                operands.append(word)
            }
        }
        if let option = expectsValue {
            let values = values(of: option)
            if case .words(let candidates) = values { return starting(candidates) }
            return values
        }
        if partial.hasPrefix("-") { return starting(words(of: command.specs)) }
        if !command.subcommands.isEmpty { return starting(command.subcommands.map(\.name)) }
        switch (command.operand, operands.count) {
        case (.file, 0): return .files
        case (.words(let words), 0): return starting(words)
        case (.command, 0): return starting(verbs)
        case (.command, 1):
            // `help cart a`: the actions of the command named.
            let named = commands.first { $0.answers(to: operands[0].lowercased(), inSession: inSession) }
            guard let named, !named.subcommands.isEmpty else { return .none }
            return starting(named.subcommands.map(\.name))
        default: return .none
        }
    }

    /// The script for `shell`.
    package static func script(for shell: Shell, commands: [C]) -> String {
        switch shell {
        case .bash: return bash(commands)
        case .zsh: return zsh(commands)
        case .fish: return fish(commands)
        }
    }

    // MARK: - bash

    package static func bash(_ commands: [C]) -> String {
        let (top, actions) = entries(commands)
        var lines = [
            "# bash completion for \(C.program), generated by `\(C.program) --generate-completion-script bash`.",
            "# Install: \(C.program) --generate-completion-script bash > ~/.local/share/bash-completion/completions/\(C.program)",
            "_\(C.program)() {",
            "    local cur=\"${COMP_WORDS[COMP_CWORD]}\" prev=\"\"",
            "    (( COMP_CWORD > 0 )) && prev=\"${COMP_WORDS[COMP_CWORD-1]}\"",
            "    local command=\"\" action=\"\" i word skip=0 operands=0 operand=\"\"",
            "    for (( i = 1; i < COMP_CWORD; i++ )); do",
            "        word=\"${COMP_WORDS[i]}\"",
            "        if (( skip )); then skip=0; continue; fi",
            "        case \"$word\" in",
            "            \(valueOptions(commands).map(\.word).joined(separator: "|"))) skip=1 ;;",
            "            -*) ;;",
            "            *) if [[ -z $command ]]; then command=$word",
            "               elif [[ -z $action && \" \(actions.keys.sorted().joined(separator: " ")) \" == *\" $command \"* ]]; then action=$word",
            "               else operands=$(( operands + 1 )); if [[ -z $operand ]]; then operand=$word; fi",
            "               fi ;;",
            "        esac",
            "    done",
            "    case \"$prev\" in",
        ]
        lines += bashValueCases(commands).map { "        " + $0 }
        lines += [
            "    esac",
            "    local words",
            "    case \"$command/$action\" in",
            "        /) if [[ $cur == -* ]]; then words=\"\(topOptions.joined(separator: " "))\"; else words=\"\(top.map(\.command).joined(separator: " "))\"; fi ;;",
        ]
        for entry in top {
            if let list = actions[entry.command] {
                let names = list.compactMap(\.action).joined(separator: " ")
                let options = words(of: entry.options).joined(separator: " ")
                lines.append(
                    "        \(entry.command)/) if [[ $cur == -* ]]; then words=\"\(options)\"; else words=\"\(names)\"; fi ;;")
                for action in list {
                    lines.append(
                        "        \(entry.command)/\(action.action ?? "")) words=\"\(words(of: action.options).joined(separator: " "))\" ;;"
                    )
                }
            } else {
                lines.append("        \(entry.command)/) " + bashOperand(entry, commands: top, actions: actions))
            }
        }
        lines += [
            "        *) words=\"\" ;;",
            "    esac",
            "    if [[ $cur != -* && -n $action ]]; then",
            "        COMPREPLY=()",
            "        return 0",
            "    fi",
            "    COMPREPLY=( $(compgen -W \"$words\" -- \"$cur\") )",
            "}",
            "complete -F _\(C.program) \(C.program)",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// The case of a command without actions: its options for a word
    /// starting with `-`, else what its ``Operand`` offers as its first argument.
    private static func bashOperand(_ entry: Entry, commands: [Entry], actions: [String: [Entry]]) -> String {
        let options = "if [[ $cur == -* ]]; then words=\"\(words(of: entry.options).joined(separator: " "))\"; "
        switch entry.operand {
        case .value: return options + "else COMPREPLY=(); return 0; fi ;;"
        case .file: return options + "elif (( operands == 0 )); then COMPREPLY=( $(compgen -f -- \"$cur\") ); return 0; fi ;;"
        case .words(let list): return options + "elif (( operands == 0 )); then words=\"\(list.joined(separator: " "))\"; fi ;;"
        case .command:
            // `help cart <Tab>`: the actions of the command named first.
            let named = actions.keys.sorted().map {
                "\($0)) words=\"\(actions[$0, default: []].compactMap(\.action).joined(separator: " "))\" ;;"
            }
            return options + "elif (( operands == 0 )); then words=\"\(commands.map(\.command).joined(separator: " "))\"; "
                + "elif (( operands == 1 )); then case $operand in \(named.joined(separator: " ")) esac; fi ;;"
        }
    }

    /// `--currency|-c) COMPREPLY=( $(compgen -W "JPY USD …" -- "$cur") ); return 0 ;;` for each value option.
    private static func bashValueCases(_ commands: [C]) -> [String] {
        valueOptions(commands).map { key, kind in
            switch kind {
            case .words(let words):
                return "\(key)) COMPREPLY=( $(compgen -W \"\(words.joined(separator: " "))\" -- \"$cur\") ); return 0 ;;"
            case .files: return "\(key)) COMPREPLY=( $(compgen -f -- \"$cur\") ); return 0 ;;"
            case .none: return "\(key)) COMPREPLY=(); return 0 ;;"
            }
        }
    }

    // MARK: - zsh

    package static func zsh(_ commands: [C]) -> String {
        let (top, actions) = entries(commands)
        var lines = [
            "#compdef \(C.program)",
            "# zsh completion for \(C.program), generated by `\(C.program) --generate-completion-script zsh`.",
            "# Install: \(C.program) --generate-completion-script zsh > \"${fpath[1]}/_\(C.program)\" (then compinit)",
            "_\(C.program)() {",
            "    local cur=${words[CURRENT]} prev=${words[CURRENT-1]}",
            "    local command=\"\" action=\"\" i word skip=0 operands=0 operand=\"\"",
            "    for (( i = 2; i < CURRENT; i++ )); do",
            "        word=${words[i]}",
            "        if (( skip )); then skip=0; continue; fi",
            "        case $word in",
            "            \(valueOptions(commands).map(\.word).joined(separator: "|"))) skip=1 ;;",
            "            -*) ;;",
            "            *) if [[ -z $command ]]; then command=$word",
            "               elif [[ -z $action && \" \(actions.keys.sorted().joined(separator: " ")) \" == *\" $command \"* ]]; then action=$word",
            "               else operands=$(( operands + 1 )); if [[ -z $operand ]]; then operand=$word; fi",
            "               fi ;;",
            "        esac",
            "    done",
            "    case $prev in",
        ]
        lines += zshValueCases(commands).map { "        " + $0 }
        lines += [
            "    esac",
            "    local -a candidates",
            "    case \"$command/$action\" in",
            "        /) if [[ $cur == -* ]]; then candidates=(\(topOptions.joined(separator: " "))); else",
            "               candidates=(\(top.map { "'\($0.command):\(zshQuoted($0.summary))'" }.joined(separator: " ")))",
            "               _describe 'command' candidates; return; fi ;;",
        ]
        for entry in top {
            if let list = actions[entry.command] {
                let described = list.map { "'\($0.action ?? ""):\(zshQuoted($0.summary))'" }.joined(separator: " ")
                lines.append(
                    "        \(entry.command)/) if [[ $cur == -* ]]; then candidates=(\(words(of: entry.options).joined(separator: " "))); else"
                )
                lines.append("               candidates=(\(described)); _describe 'action' candidates; return; fi ;;")
                for action in list {
                    lines.append(
                        "        \(entry.command)/\(action.action ?? "")) candidates=(\(words(of: action.options).joined(separator: " "))) ;;"
                    )
                }
            } else {
                lines.append("        \(entry.command)/) " + zshOperand(entry, commands: top, actions: actions))
            }
        }
        lines += [
            "    esac",
            "    if [[ $cur != -* && -n $action ]]; then",
            "        return 1",
            "    fi",
            "    compadd -- $candidates",
            "}",
            "_\(C.program) \"$@\"",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// The case of a command without actions, as ``bashOperand(_:commands:actions:)``.
    private static func zshOperand(_ entry: Entry, commands: [Entry], actions: [String: [Entry]]) -> String {
        let options = "if [[ $cur == -* ]]; then candidates=(\(words(of: entry.options).joined(separator: " "))); "
        switch entry.operand {
        case .value: return options + "else return 1; fi ;;"
        case .file: return options + "elif (( operands == 0 )); then _files; return; else return 1; fi ;;"
        case .words(let list):
            return options + "elif (( operands == 0 )); then candidates=(\(list.joined(separator: " "))); fi ;;"
        case .command:
            let names = commands.map(\.command).joined(separator: " ")
            let named = actions.keys.sorted().map {
                "\($0)) candidates=(\(actions[$0, default: []].compactMap(\.action).joined(separator: " "))) ;;"
            }
            return options + "elif (( operands == 0 )); then candidates=(\(names)); "
                + "elif (( operands == 1 )); then case $operand in \(named.joined(separator: " ")) esac; fi ;;"
        }
    }

    private static func zshValueCases(_ commands: [C]) -> [String] {
        valueOptions(commands).map { key, kind in
            switch kind {
            case .words(let words): return "\(key)) compadd -- \(words.joined(separator: " ")); return ;;"
            case .files: return "\(key)) _files; return ;;"
            case .none: return "\(key)) return 1 ;;"
            }
        }
    }

    /// A summary inside `'…:…'`: no quote or colon left to break it.
    private static func zshQuoted(_ text: String) -> String {
        text.replacing("'", with: "’").replacing(":", with: "\\:")
    }

    // MARK: - fish

    package static func fish(_ commands: [C]) -> String {
        let (top, actions) = entries(commands)
        let names = top.map(\.command).joined(separator: " ")
        var lines = [
            "# fish completion for \(C.program), generated by `\(C.program) --generate-completion-script fish`.",
            "# Install: \(C.program) --generate-completion-script fish > ~/.config/fish/completions/\(C.program).fish",
            "complete -c \(C.program) -f",
        ]
        // A global option (`--lang`) goes anywhere; the program's other options only before a command.
        for option in C.programOptions {
            let line = fishOptions([option], condition: "__fish_use_subcommand")[0]
            let anywhere = C.globalOptions.contains { $0.name == option.name }
            lines.append(
                (anywhere ? line.replacing(" -n '__fish_use_subcommand'", with: "") : line) + " -d "
                    + fishQuoted(option.help.english))
        }
        for entry in top {
            lines.append(
                "complete -c \(C.program) -n '__fish_use_subcommand' -a \(entry.command) -d \(fishQuoted(entry.summary))")
        }
        for entry in top {
            if let list = actions[entry.command] {
                let actionNames = list.compactMap(\.action).joined(separator: " ")
                let condition = "__fish_seen_subcommand_from \(entry.command); and not __fish_seen_subcommand_from \(actionNames)"
                for action in list {
                    lines.append(
                        "complete -c \(C.program) -n '\(condition)' -a \(action.action ?? "") -d \(fishQuoted(action.summary))")
                    let seen =
                        "__fish_seen_subcommand_from \(entry.command); and __fish_seen_subcommand_from \(action.action ?? "")"
                    lines += fishOptions(action.options, condition: seen)
                }
                lines += fishOptions(entry.options, condition: condition)
            } else {
                let condition = "__fish_seen_subcommand_from \(entry.command)"
                switch entry.operand {
                case .value: break
                case .file: lines.append("complete -c \(C.program) -n '\(condition)' -F")
                case .words(let list):
                    lines.append("complete -c \(C.program) -n '\(condition)' -a '\(list.joined(separator: " "))'")
                case .command:
                    // After a command with actions (`help cart`), its actions; before, the commands.
                    let withActions = actions.keys.sorted()
                    let none = withActions.map { "; and not __fish_seen_subcommand_from \($0)" }.joined()
                    lines.append("complete -c \(C.program) -n '\(condition)\(none)' -a '\(names)'")
                    for name in withActions {
                        let list = actions[name, default: []].compactMap(\.action).joined(separator: " ")
                        lines.append(
                            "complete -c \(C.program) -n '\(condition); and __fish_seen_subcommand_from \(name)' -a '\(list)'")
                    }
                }
                lines += fishOptions(entry.options, condition: condition)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func fishOptions(_ options: [OptionSpec], condition: String) -> [String] {
        options.map { option in
            var line = "complete -c \(C.program) -n '\(condition)' -l \(option.name)"
            if let short = option.short { line += " -s \(short)" }
            guard option.takesValue else { return line }
            switch values(of: option) {
            case .words(let words): line += " -x -a '\(words.joined(separator: " "))'"
            case .files: line += " -r -F"
            case .none: line += " -x"
            }
            return line
        }
    }

    private static func fishQuoted(_ text: String) -> String {
        "'" + text.replacing("\\", with: "\\\\").replacing("'", with: "\\'") + "'"
    }
}
