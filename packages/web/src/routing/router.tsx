import type { ComponentType } from 'react';
import { Navigate, createHashRouter, useRouteError } from 'react-router';
import { RootFrame } from '../app/RootFrame.js';
import {
  LoadedPage,
  LoadedPageWith,
  PageFailure,
  PageLoading,
  lazyNamedPage,
  lazyPage,
} from '../chunks/ChunkBoundary.js';
import { LgRegLayout } from '../pages/lgReg/LgRegLayout.js';
import { LoginPage } from '../pages/lgReg/LoginPage.js';
import { buildRoutes } from './routeTree.js';
import type { MainPageKey } from './pageTable.js';
import { guardOf, mainLoader } from './mainGuard.js';

// The login page is the first load of most visits: it and its layout are in the entry chunk; every
// other layout and page is a chunk of its own, loaded when its route is entered.
const PersonalPage = lazyNamedPage(() => import('../pages/lgReg/PersonalPage.js'), 'PersonalPage');
const EnterprisePage = lazyNamedPage(() => import('../pages/lgReg/EnterprisePage.js'), 'EnterprisePage');
const ResetPasswordPage = lazyNamedPage(
  () => import('../pages/lgReg/ResetPasswordPage.js'),
  'ResetPasswordPage',
);
const ActivatePage = lazyNamedPage(() => import('../pages/lgReg/ActivatePage.js'), 'ActivatePage');
const AppFrame = lazyNamedPage(() => import('../app/AppFrame.js'), 'AppFrame');
const UserLayout = lazyNamedPage(() => import('../layout/UserLayout.js'), 'UserLayout');
const MainLayout = lazyNamedPage(() => import('../layout/MainLayout.js'), 'MainLayout');
const ProjectListPage = lazyNamedPage(() => import('../pages/user/ProjectListPage.js'), 'ProjectListPage');
const AddProjectPage = lazyNamedPage(() => import('../pages/user/AddProjectPage.js'), 'AddProjectPage');
const ManagementPage = lazyNamedPage(() => import('../pages/management/ManagementPage.js'), 'ManagementPage');
const BackofficePage = lazyNamedPage(() => import('../pages/backoffice/BackofficePage.js'), 'BackofficePage');
const NotFoundPage = lazyNamedPage(() => import('../pages/main/NotFoundPage.js'), 'NotFoundPage');
const PageMissing = lazyNamedPage(() => import('../pages/main/PageMissing.js'), 'PageMissing');

/** Every module page: one generic page (its own chunk) that mounts the module's special screens, if any. */
const ModulePage = lazyPage(() => import('../pages/main/ModulePage.js'));

const mainPages: Record<MainPageKey, ComponentType> = {
  workspace: lazyPage(() => import('../pages/main/WorkspacePage.js')),
  ecuc: lazyPage(() => import('../pages/main/EcucPage.js')),
  ecu: lazyPage(() => import('../pages/main/EcuPage.js')),
};

function RouteError() {
  return <PageFailure error={useRouteError()} />;
}

const loaded = (page: ComponentType) => <LoadedPage page={page} />;

/** The route table from the catalogue as it is now (modules registered before this call included). */
export const appRoutes = () =>
  buildRoutes({
    rootFrame: <RootFrame />,
    routeError: <RouteError />,
    loading: <PageLoading />,
    redirect: (to) => <Navigate to={to} replace />,
    lgRegLayout: <LgRegLayout />,
    login: <LoginPage />,
    personal: loaded(PersonalPage),
    enterprise: loaded(EnterprisePage),
    resetPassword: loaded(ResetPasswordPage),
    activate: loaded(ActivatePage),
    appFrame: loaded(AppFrame),
    userLayout: loaded(UserLayout),
    projectList: loaded(ProjectListPage),
    addProject: loaded(AddProjectPage),
    management: loaded(ManagementPage),
    backoffice: loaded(BackofficePage),
    mainLayout: loaded(MainLayout),
    mainPage: (pageKey) => <LoadedPage key={pageKey} page={mainPages[pageKey]} />,
    modulePage: (pageKey) => <LoadedPageWith key={pageKey} page={ModulePage} props={{ pageKey }} />,
    notFound: loaded(NotFoundPage),
    pageMissing: loaded(PageMissing),
    mainLoader,
    guardOf,
  });

export function createAppRouter() {
  return createHashRouter(appRoutes());
}
