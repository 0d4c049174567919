/** Runs a command-line entry: its answer is the exit code; an unexpected error is printed after `failure`. */
export function runMain(failure: string, main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(failure, error);
      process.exit(1);
    },
  );
}
