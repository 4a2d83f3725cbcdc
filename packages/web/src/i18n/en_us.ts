import type { MessageCatalogue } from '@ecuc/core/i18n';

/**
 * The web app's texts in English that are part of the first load; the texts of the areas behind the login
 * are in `pageMessages.ts`. zh_cn.ts has exactly the same keys.
 */
export const en_us: MessageCatalogue = {
  'app.name': 'ECUC Studio',
  'app.tagline': 'AUTOSAR basic software configuration',

  'common.ok': 'OK',
  'common.cancel': 'Cancel',
  'common.back': 'Back',
  'common.loading': 'Loading',
  'common.reload': 'Reload',
  'common.submit': 'Submit',
  'common.refresh': 'Refresh',

  'http.404': '404 request path wrong, contact admin',
  'http.500': 'Server error, try again later',
  'http.600': 'No project permission or the project was deleted',
  'http.601': 'Logged in elsewhere, please log in again',
  'http.602': 'Account missing or deleted',
  'http.603': 'Module {module} is not enabled',
  'http.codeError': 'Request error (status {status})',
  'http.network': 'Request failed, check the network connection',
  'http.unknownState': 'Unknown error ({state})',
  'http.badAnswer': 'The server answered in an unexpected format',

  'chunk.title': 'The page could not be loaded',
  'chunk.failed': 'A page resource failed to load (ChunkLoadError). Check the network and reload.',
  'chunk.timeout': 'A page resource took too long to load (ChunkLoadError). Check the network and reload.',
  'chunk.cssFailed': 'A stylesheet failed to load (CSS chunk load failed). Please reload the page.',
  'chunk.pageError': 'The page ran into an error',

  'language.zh_cn': '简体中文',
  'language.en_us': 'English',

  'password.title': 'Change password',
  'password.current': 'Current password',
  'password.currentRequired': 'Please enter your current password',
  'password.new': 'New password',
  'password.confirm': 'Confirm new password',
  'password.updated': 'Password updated',
  'password.failed': 'Modification failed, please retry',

  'leave.title': 'Leave this page?',
  'leave.content': 'This page has unsaved changes. Leave anyway?',
  'leave.confirm': 'Leave',
  'leave.cancel': 'Cancel',
  'enableModule.title': 'Module not enabled',
  'enableModule.content': 'Module {module} is not enabled. Go to the workspace to enable it?',
  'enableModule.go': 'Go to workspace',

  'login.title': 'Log in',
  'login.welcome': 'Welcome to ECUC Studio',
  'login.email': 'E-mail',
  'login.password': 'Password',
  'login.code': 'Verification code',
  'login.sendCode': 'Send code',
  'login.resendIn': 'Resend in {seconds} s',
  'login.codeSent': 'The code has been sent, check your mailbox',
  'login.codeNeeded': 'Too many consecutive login errors: request an e-mail code and log in with it.',
  'login.submit': 'Log in',
  'login.forgot': 'Forgot password',
  'login.register': 'Create an account',
  'login.noAccount': 'No account yet?',

  'form.passwordMismatch': 'The two passwords differ',
};
