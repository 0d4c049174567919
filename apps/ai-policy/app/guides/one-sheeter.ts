import { ASSET_PREFIX } from '../config';

/** The static one-sheeter (tools/pdf/one-sheeter.mjs writes it to public/; the app serves it under its asset prefix). */
export const ONE_SHEETER_TITLE = 'Quick Reference Guide: Responsible AI Use in Government';
export const ONE_SHEETER_FILE = 'quick-reference-guide-responsible-ai-use-in-government.pdf';
export const ONE_SHEETER_HREF = `${ASSET_PREFIX}${ONE_SHEETER_FILE}`;
