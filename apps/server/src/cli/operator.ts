import { operatorSettings, parseOperatorArgs, runOperatorCommand, USAGE } from './operator-commands.ts';

// `npm run operator -- <command>` (root package.json → `apps/server` → tsx): see operator-commands.ts.
try {
  const command = parseOperatorArgs(process.argv.slice(2));
  const settings = command.kind === 'help' ? undefined : operatorSettings(process.env);
  process.stdout.write(`${settings === undefined ? USAGE : await runOperatorCommand(command, settings)}\n`);
} catch (error) {
  process.stderr.write(`operator: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
