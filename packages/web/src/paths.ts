/** Route paths the app navigates to programmatically (spec section 2). */
export const LOGIN_PATH = '/lg-reg/login';
export const USER_PATH = '/user';
export const USER_INDEX_PATH = '/user/index';
export const WORKSPACE_PATH = '/main/workspace';
export const MAIN_NOT_FOUND_PATH = '/main/404';

/** localStorage keys shared by the app. */
export const PROJECT_ID_KEY = 'projectId';
export const PROJECT_NAME_KEY = 'projectName';
export const LANGUAGE_KEY = 'language';
