import type { ReactNode } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router';
import { LOGIN_PATH } from '../paths.js';
import { modulePageRoutes } from './pageTable.js';
import type { InstanceRouting, MainPageKey } from './pageTable.js';

/** What the route tree renders and runs; router.tsx gives the real components, tests give stand-ins. */
export interface RouteElements {
  rootFrame: ReactNode;
  routeError: ReactNode;
  loading: ReactNode;
  redirect: (to: string) => ReactNode;
  lgRegLayout: ReactNode;
  login: ReactNode;
  personal: ReactNode;
  enterprise: ReactNode;
  resetPassword: ReactNode;
  activate: ReactNode;
  /** Around every route behind the login (antd's App for the pages' toasts and dialogs). */
  appFrame: ReactNode;
  userLayout: ReactNode;
  projectList: ReactNode;
  addProject: ReactNode;
  management: ReactNode;
  backoffice: ReactNode;
  mainLayout: ReactNode;
  mainPage: (pageKey: MainPageKey) => ReactNode;
  modulePage: (pageKey: string) => ReactNode;
  notFound: ReactNode;
  pageMissing: ReactNode;
  mainLoader: LoaderFunction;
  guardOf: (pageKey: string) => LoaderFunction;
}

/** The routes of one module page key, with instance variants where the spec's table has them. */
function moduleRoutes(elements: RouteElements, pageKey: string, instance: InstanceRouting): RouteObject[] {
  const element = elements.modulePage(pageKey);
  const loader = elements.guardOf(pageKey);
  if (instance === 'none') return [{ path: pageKey, loader, element }];
  return [
    {
      path: pageKey,
      loader,
      element: instance === 'redirect' ? elements.redirect(`/main/${pageKey}/0`) : element,
    },
    { path: `${pageKey}/:id`, loader, element },
  ];
}

/**
 * The hash routes of spec section 2. The module pages come from the catalogue as it is when this runs, so
 * modules registered before (`registerModulePlugin` with a catalogue entry) have their routes too.
 */
export function buildRoutes(elements: RouteElements): RouteObject[] {
  const mainPage = (pageKey: MainPageKey): RouteObject => ({
    path: pageKey,
    loader: elements.guardOf(pageKey),
    element: elements.mainPage(pageKey),
  });
  return [
    {
      element: elements.rootFrame,
      errorElement: elements.routeError,
      hydrateFallbackElement: elements.loading,
      children: [
        { index: true, element: elements.redirect('/login') },
        { path: 'login', element: elements.redirect(LOGIN_PATH) },
        {
          path: 'lg-reg',
          element: elements.lgRegLayout,
          children: [
            { index: true, element: elements.redirect(LOGIN_PATH) },
            { path: 'login', element: elements.login },
            { path: 'personnal', element: elements.personal },
            { path: 'enterprise', element: elements.enterprise },
            { path: 'resetPassword', element: elements.resetPassword },
            { path: 'activate', element: elements.activate },
          ],
        },
        {
          element: elements.appFrame,
          children: [
            {
              path: 'user',
              element: elements.userLayout,
              children: [
                { index: true, element: elements.redirect('/user/index') },
                { path: 'index', element: elements.projectList },
                { path: 'addProject', element: elements.addProject },
                { path: 'management', element: elements.management },
              ],
            },
            {
              path: 'backoffice',
              element: elements.userLayout,
              children: [{ index: true, element: elements.backoffice }],
            },
            {
              path: 'main',
              element: elements.mainLayout,
              loader: elements.mainLoader,
              children: [
                { index: true, element: elements.redirect('/main/workspace') },
                mainPage('workspace'),
                mainPage('ecuc'),
                mainPage('ecu'),
                ...modulePageRoutes().flatMap((route) =>
                  moduleRoutes(elements, route.pageKey, route.instance),
                ),
                { path: '404', element: elements.notFound },
                // `404_Gpt` style keys and every unknown page inside /main.
                { path: '*', element: elements.notFound },
              ],
            },
          ],
        },
        { path: '*', element: elements.pageMissing },
      ],
    },
  ];
}
