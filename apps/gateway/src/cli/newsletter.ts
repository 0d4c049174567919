/** `npm run newsletter -- <command>`: the newsletter's operator commands through a running gateway (decision 046). */
import { runNewsletterCli } from '../newsletter/digest/cli';
import { runMain } from './run-main';

runMain('The newsletter command failed:', () => runNewsletterCli({ args: process.argv.slice(2), env: process.env }));
