import { useEffect, useMemo, useState } from 'react';
import { Button, Empty, Layout, Menu, Spin, Tooltip, Typography } from 'antd';
import type { MenuProps } from 'antd';
import {
  ApartmentOutlined,
  AppstoreOutlined,
  ClusterOutlined,
  DatabaseOutlined,
  DeploymentUnitOutlined,
  HomeOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  WifiOutlined,
} from '@ant-design/icons';
import { Link, useLocation, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { categoryMessageKey } from '@ecuc/core/catalogue';
import type { ModuleCategory } from '@ecuc/core/catalogue';
import { menuListQuery } from '../app/api.js';
import { PROJECT_ID_KEY, WORKSPACE_PATH } from '../paths.js';
import { useCurrentProjectName } from '../pages/user/projectQueries.js';
import {
  RESIZE_DEBOUNCE_MS,
  SIDEBAR_WIDTH,
  buildSidebar,
  debounce,
  selectedSidebarKey,
  sidebarCollapsedAt,
} from './sidebarModel.js';

function categoryIcon(category: ModuleCategory) {
  if (category.startsWith('Communication') || category === 'Off-board Comm.Services')
    return <ApartmentOutlined />;
  if (category.startsWith('Memory')) return <DatabaseOutlined />;
  if (category.startsWith('Crypto')) return <SafetyCertificateOutlined />;
  if (category === 'System') return <SettingOutlined />;
  if (category === 'RTE') return <DeploymentUnitOutlined />;
  if (category === 'Wireless') return <WifiOutlined />;
  if (category === 'Microcontroller Drivers' || category === 'I/O Drivers') return <ClusterOutlined />;
  return <AppstoreOutlined />;
}

/** Collapsed when the window is narrower than 1300 px; follows resizes once they settle for 100 ms. */
function useNarrowWindow(): [boolean, (collapsed: boolean) => void] {
  const [collapsed, setCollapsed] = useState(() => sidebarCollapsedAt(window.innerWidth));
  useEffect(() => {
    const onResize = debounce(() => setCollapsed(sidebarCollapsedAt(window.innerWidth)), RESIZE_DEBOUNCE_MS);
    window.addEventListener('resize', onResize);
    return () => {
      onResize.cancel();
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return [collapsed, setCollapsed];
}

/** The /main sidebar: project name (to the workspace), then the project's modules by category. */
export function Sidebar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [collapsed, setCollapsed] = useNarrowWindow();
  const projectId = window.localStorage.getItem(PROJECT_ID_KEY) ?? '';
  const projectName = useCurrentProjectName() || projectId;
  const menu = useQuery({ ...menuListQuery(projectId), enabled: projectId !== '' });
  const groups = useMemo(() => buildSidebar(menu.data?.menu ?? []), [menu.data]);
  const selected = selectedSidebarKey(groups, pathname);
  // Categories start open; the ones the user closes stay closed, and new ones (a module switched on) open.
  const [closedCategories, setClosedCategories] = useState<string[]>([]);
  const categories = groups.map((group) => group.category as string);
  const openKeys = categories.filter((category) => !closedCategories.includes(category));

  const items: MenuProps['items'] = groups.map((group) => ({
    key: group.category,
    icon: categoryIcon(group.category),
    label: t(categoryMessageKey(group.category)),
    children: group.items.map((item) => ({ key: item.key, label: item.label, title: item.label })),
  }));
  const pathOf = new Map(
    groups.flatMap((group) => group.items.map((item) => [item.key, item.path] as const)),
  );

  return (
    <Layout.Sider
      className="app-sider"
      width={SIDEBAR_WIDTH}
      collapsedWidth={56}
      collapsed={collapsed}
      theme="light"
      trigger={null}
    >
      <div className="app-sider__project">
        <Tooltip title={collapsed ? projectName : undefined} placement="right">
          <Link to={WORKSPACE_PATH} className="app-sider__project-link" data-testid="sidebar-project">
            <HomeOutlined />
            {collapsed ? null : <Typography.Text ellipsis>{projectName}</Typography.Text>}
          </Link>
        </Tooltip>
        <Button
          type="text"
          size="small"
          aria-label={t(collapsed ? 'sidebar.expand' : 'sidebar.collapse')}
          icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          onClick={() => setCollapsed(!collapsed)}
        />
      </div>
      <div className="app-sider__menu">
        {menu.isLoading ? (
          <Spin size="small" className="app-sider__loading" />
        ) : groups.length === 0 ? (
          collapsed ? null : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('sidebar.noModules')} />
          )
        ) : (
          <Menu
            // Collapsed, the categories open as pop-ups on hover; expanded, they all start open.
            key={collapsed ? 'collapsed' : 'expanded'}
            mode="inline"
            inlineIndent={16}
            items={items}
            selectedKeys={selected ? [selected] : []}
            {...(collapsed
              ? {}
              : {
                  openKeys,
                  onOpenChange: (keys: string[]) =>
                    setClosedCategories(categories.filter((category) => !keys.includes(category))),
                })}
            onClick={({ key }) => {
              const path = pathOf.get(key);
              if (path) void navigate(path);
            }}
          />
        )}
      </div>
    </Layout.Sider>
  );
}
