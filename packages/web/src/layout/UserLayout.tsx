import { Layout } from 'antd';
import { Outlet } from 'react-router';
import { AppHeader } from './AppHeader.js';
import { AppFooter } from './AppFooter.js';
import { UserAreaNav } from '../pages/management/UserAreaNav.js';

/** /user: header, the project list or the new-project form, footer. */
export function UserLayout() {
  return (
    <Layout className="app-layout">
      <Layout.Header className="app-layout__header">
        <AppHeader />
      </Layout.Header>
      <Layout.Content className="app-layout__content app-layout__content--wide">
        <UserAreaNav />
        <Outlet />
      </Layout.Content>
      <Layout.Footer className="app-layout__footer">
        <AppFooter />
      </Layout.Footer>
    </Layout>
  );
}
