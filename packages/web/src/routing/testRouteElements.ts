import type { RouteElements } from './routeTree.js';

/** Route elements as plain strings, so that tests can read which element a path leads to. */
export function testRouteElements(guardOf: RouteElements['guardOf'] = () => () => null): RouteElements {
  return {
    rootFrame: 'root',
    routeError: 'error',
    loading: 'loading',
    redirect: (to) => `redirect ${to}`,
    lgRegLayout: 'lg-reg',
    login: 'login',
    personal: 'personal',
    enterprise: 'enterprise',
    resetPassword: 'reset',
    activate: 'activate',
    appFrame: 'app frame',
    userLayout: 'user',
    projectList: 'projects',
    addProject: 'add project',
    management: 'management',
    backoffice: 'backoffice',
    mainLayout: 'main',
    mainPage: (pageKey) => pageKey,
    modulePage: (pageKey) => `module ${pageKey}`,
    notFound: 'not found',
    pageMissing: 'missing',
    mainLoader: () => null,
    guardOf,
  };
}
