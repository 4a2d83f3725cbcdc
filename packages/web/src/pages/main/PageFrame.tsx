import type { ReactNode } from 'react';
import { Breadcrumb, Typography } from 'antd';
import { Link } from 'react-router';
import { WORKSPACE_PATH } from '../../paths.js';
import { useCurrentProjectName } from '../user/projectQueries.js';

export interface PageFrameProps {
  title: ReactNode;
  /** Breadcrumb entries after the project name. */
  trail: ReactNode[];
  extra?: ReactNode;
  children?: ReactNode;
}

/** The frame of every /main page: breadcrumb from the project, title line, then the page's contents. */
export function PageFrame({ title, trail, extra, children }: PageFrameProps) {
  const projectName = useCurrentProjectName();
  const items = [
    { key: 'project', title: <Link to={WORKSPACE_PATH}>{projectName || '—'}</Link> },
    ...trail.map((entry, index) => ({ key: String(index), title: entry })),
  ];
  return (
    <div className="page-frame">
      <Breadcrumb className="page-frame__breadcrumb" items={items} />
      <div className="page-frame__title">
        <Typography.Title level={4}>{title}</Typography.Title>
        {extra}
      </div>
      <div className="page-frame__body">{children}</div>
    </div>
  );
}
