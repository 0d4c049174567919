export { expectNoAxeViolations, DESKTOP_VIEWPORT, MOBILE_VIEWPORT, VIEWPORTS } from './lib/a11y';
export { formPageWithoutJavaScript, withoutJavaScript } from './lib/browser';
export { importPage, markdownOf, readPage, type StoredPage } from './lib/content';
export { expect, plainTest, test } from './lib/fixtures';
export {
  expectHydrated,
  expectJavaScriptWithin,
  javaScriptUntouched,
  JS_BUDGET_KIB,
  scrollToDeferred,
  type UntouchedOptions,
} from './lib/first-use';
export {
  expectToastCloses,
  fillTextboxes,
  identifyPerson,
  serverError,
  toast,
  uniqueEmail,
  type KnownPerson,
} from './lib/forms';
export { agreeAndSubmitByKeyboard, tabAndType, tabTo } from './lib/keyboard';
export { expectEscapeCloses, expectKeyboardMenu, expectPhoneMenu, navbarMenu, popoverOf } from './lib/navigation';
export { watchErrors } from './lib/page-errors';
export { screenshotPath } from './lib/screenshots';
export {
  canonicalHref,
  expectNotFoundPage,
  expectServerPage,
  expectServerStyles,
  hasJsonLd,
  serverHeading,
  serverHtml,
  type ServerPage,
} from './lib/server-html';
