import type { ComponentType } from 'react';
import { Navigate, createHashRouter, useRouteError } from 'react-router';
import { RootFrame } from '../app/RootFrame.js';
import { LoadedPage, PageFailure, PageLoading, lazyPage } from '../chunks/ChunkBoundary.js';
import { LgRegLayout } from '../pages/lgReg/LgRegLayout.js';
import { LoginPage } from '../pages/lgReg/LoginPage.js';
import { PersonalPage } from '../pages/lgReg/PersonalPage.js';
import { EnterprisePage } from '../pages/lgReg/EnterprisePage.js';
import { ResetPasswordPage } from '../pages/lgReg/ResetPasswordPage.js';
import { ActivatePage } from '../pages/lgReg/ActivatePage.js';
import { UserLayout } from '../layout/UserLayout.js';
import { MainLayout } from '../layout/MainLayout.js';
import { ProjectListPage } from '../pages/user/ProjectListPage.js';
import { AddProjectPage } from '../pages/user/AddProjectPage.js';
import { ManagementPage } from '../pages/management/ManagementPage.js';
import { BackofficePage } from '../pages/backoffice/BackofficePage.js';
import { NotFoundPage } from '../pages/main/NotFoundPage.js';
import { PageMissing } from '../pages/main/PageMissing.js';
import { buildRoutes } from './routeTree.js';
import type { MainPageKey } from './pageTable.js';
import { guardOf, mainLoader } from './mainGuard.js';

type PageModule = { default: ComponentType };

/** One file per module page under pages/modules, each its own chunk. */
const modulePageFiles = import.meta.glob<PageModule>('../pages/modules/*.tsx');

function modulePage(pageKey: string) {
  const load = modulePageFiles[`../pages/modules/${pageKey}.tsx`];
  if (!load) throw new Error(`no page file for /main/${pageKey}`);
  return <LoadedPage key={pageKey} page={lazyPage(load)} />;
}

const mainPages: Record<MainPageKey, ComponentType> = {
  workspace: lazyPage(() => import('../pages/main/WorkspacePage.js')),
  ecuc: lazyPage(() => import('../pages/main/EcucPage.js')),
  ecu: lazyPage(() => import('../pages/main/EcuPage.js')),
};

function RouteError() {
  return <PageFailure error={useRouteError()} />;
}

export const routes = buildRoutes({
  rootFrame: <RootFrame />,
  routeError: <RouteError />,
  loading: <PageLoading />,
  redirect: (to) => <Navigate to={to} replace />,
  lgRegLayout: <LgRegLayout />,
  login: <LoginPage />,
  personal: <PersonalPage />,
  enterprise: <EnterprisePage />,
  resetPassword: <ResetPasswordPage />,
  activate: <ActivatePage />,
  userLayout: <UserLayout />,
  projectList: <ProjectListPage />,
  addProject: <AddProjectPage />,
  management: <ManagementPage />,
  backoffice: <BackofficePage />,
  mainLayout: <MainLayout />,
  mainPage: (pageKey) => <LoadedPage key={pageKey} page={mainPages[pageKey]} />,
  modulePage,
  notFound: <NotFoundPage />,
  pageMissing: <PageMissing />,
  mainLoader,
  guardOf,
});

export function createAppRouter() {
  return createHashRouter(routes);
}
