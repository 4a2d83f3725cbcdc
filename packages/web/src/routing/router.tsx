import type { ComponentType } from 'react';
import { Navigate, createHashRouter, useRouteError } from 'react-router';
import type { RouteObject } from 'react-router';
import { RootFrame } from '../app/RootFrame.js';
import { LoadedPage, PageFailure, PageLoading, lazyPage } from '../chunks/ChunkBoundary.js';
import { LgRegLayout } from '../pages/lgReg/LgRegLayout.js';
import { LoginPage } from '../pages/lgReg/LoginPage.js';
import { PersonalPage } from '../pages/lgReg/PersonalPage.js';
import { EnterprisePage } from '../pages/lgReg/EnterprisePage.js';
import { ResetPasswordPage } from '../pages/lgReg/ResetPasswordPage.js';
import { UserLayout } from '../layout/UserLayout.js';
import { MainLayout } from '../layout/MainLayout.js';
import { ProjectListPage } from '../pages/user/ProjectListPage.js';
import { AddProjectPage } from '../pages/user/AddProjectPage.js';
import { NotFoundPage } from '../pages/main/NotFoundPage.js';
import { PageMissing } from '../pages/main/PageMissing.js';
import { LOGIN_PATH } from '../paths.js';
import { MODULE_PAGE_ROUTES, PLACEHOLDER_PAGE_KEYS } from './pageTable.js';
import { guardOf, mainLoader } from './mainGuard.js';

type PageModule = { default: ComponentType };

/** One file per module page under pages/modules, each its own chunk. */
const modulePageFiles = import.meta.glob<PageModule>('../pages/modules/*.tsx');

function modulePage(pageKey: string) {
  const load = modulePageFiles[`../pages/modules/${pageKey}.tsx`];
  if (!load) throw new Error(`no page file for /main/${pageKey}`);
  return lazyPage(load);
}

const WorkspacePage = lazyPage(() => import('../pages/main/WorkspacePage.js'));
const EcucPage = lazyPage(() => import('../pages/main/EcucPage.js'));
const EcuPage = lazyPage(() => import('../pages/main/EcuPage.js'));

function RouteError() {
  return <PageFailure error={useRouteError()} />;
}

/** The routes of one module page key (spec section 2), with instance variants where the table has them. */
function moduleRoutes(pageKey: string, instance: 'none' | 'redirect' | 'optional'): RouteObject[] {
  const Page = modulePage(pageKey);
  const element = <LoadedPage key={pageKey} page={Page} />;
  const loader = guardOf(pageKey);
  if (instance === 'none') return [{ path: pageKey, loader, element }];
  return [
    {
      path: pageKey,
      loader,
      element: instance === 'redirect' ? <Navigate to={`/main/${pageKey}/0`} replace /> : element,
    },
    { path: `${pageKey}/:id`, loader, element },
  ];
}

export const routes: RouteObject[] = [
  {
    element: <RootFrame />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      { index: true, element: <Navigate to="/login" replace /> },
      { path: 'login', element: <Navigate to={LOGIN_PATH} replace /> },
      {
        path: 'lg-reg',
        element: <LgRegLayout />,
        children: [
          { index: true, element: <Navigate to={LOGIN_PATH} replace /> },
          { path: 'login', element: <LoginPage /> },
          { path: 'personnal', element: <PersonalPage /> },
          { path: 'enterprise', element: <EnterprisePage /> },
          { path: 'resetPassword', element: <ResetPasswordPage /> },
        ],
      },
      {
        path: 'user',
        element: <UserLayout />,
        children: [
          { index: true, element: <Navigate to="/user/index" replace /> },
          { path: 'index', element: <ProjectListPage /> },
          { path: 'addProject', element: <AddProjectPage /> },
        ],
      },
      {
        path: 'main',
        element: <MainLayout />,
        loader: mainLoader,
        children: [
          { index: true, element: <Navigate to="/main/workspace" replace /> },
          {
            path: 'workspace',
            loader: guardOf('workspace'),
            element: <LoadedPage key="workspace" page={WorkspacePage} />,
          },
          { path: 'ecuc', loader: guardOf('ecuc'), element: <LoadedPage key="ecuc" page={EcucPage} /> },
          { path: 'ecu', loader: guardOf('ecu'), element: <LoadedPage key="ecu" page={EcuPage} /> },
          ...MODULE_PAGE_ROUTES.flatMap((route) => moduleRoutes(route.pageKey, route.instance)),
          ...PLACEHOLDER_PAGE_KEYS.flatMap((pageKey) => moduleRoutes(pageKey, 'none')),
          { path: '404', element: <NotFoundPage /> },
          // `404_Gpt` style keys and every unknown page inside /main.
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      { path: '*', element: <PageMissing /> },
    ],
  },
];

export function createAppRouter() {
  return createHashRouter(routes);
}
