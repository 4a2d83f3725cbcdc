import { Layout } from 'antd';
import { AppHeader } from './AppHeader.js';
import { AppFooter } from './AppFooter.js';
import { Sidebar } from './Sidebar.js';
import { KeepAliveOutlet } from './KeepAliveOutlet.js';
import { VerificationPanel } from '../verification/VerificationPanel.js';

/** /main: header, sidebar of the project's modules, the page, footer. */
export function MainLayout() {
  return (
    <Layout className="app-layout">
      <Layout.Header className="app-layout__header">
        <AppHeader />
      </Layout.Header>
      <Layout hasSider>
        <Sidebar />
        <Layout className="app-layout__body">
          <Layout.Content className="app-layout__content">
            <KeepAliveOutlet />
          </Layout.Content>
          <Layout.Footer className="app-layout__footer">
            <AppFooter />
          </Layout.Footer>
        </Layout>
        <VerificationPanel />
      </Layout>
    </Layout>
  );
}
