const say = (line = '') => process.stdout.write(`${line}\n`);

/** What the run printed and which checks failed; every check prints one line, whether it held or not. */
export class Report {
  readonly problems: string[] = [];
  held = 0;

  section(title: string) {
    say();
    say(title);
  }

  /** A line of figures, neither a check nor a problem. */
  note(line: string) {
    say(`       ${line}`);
  }

  check(held: boolean, line: string, why = '') {
    if (held) {
      this.held += 1;
      say(`  ok   ${line}`);
      return;
    }
    const problem = why ? `${line}: ${why}` : line;
    this.problems.push(problem);
    say(`  FALHOU ${problem}`);
  }
}
