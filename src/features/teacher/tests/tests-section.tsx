import { useState } from 'react';
import { useElement } from '../../../lib/element-context.tsx';
import { adoptStyles } from '../../../lib/stylesheets.ts';
import { CreateTab } from './create-tab.tsx';
import { ManageTab } from './manage-tab.tsx';
import { SectionTabs } from './section-tabs.tsx';
import css from './tests-section.css?inline';

type Tab = 'create' | 'manage';
const TABS = [
  { key: 'create', label: 'Create' },
  { key: 'manage', label: 'Manage' },
] as const;

export interface TestsSectionProps {
  teacherId: string;
  teacherName: string;
}

/**
 * The teacher dashboard's tests section ('Test Management'): Create builds a test and saves
 * it to the server as a draft; Manage lists the server's tests with the actions of their status.
 * Both panels stay mounted so a half-built test survives a look at Manage.
 */
export default function TestsSection(_props: TestsSectionProps) {
  const { root } = useElement();
  adoptStyles(root, css);
  const [tab, setTab] = useState<Tab>('create');
  const [version, setVersion] = useState(0);

  return (
    <section className="tt-tsec" aria-labelledby="tt-heading" part="tests-section">
      <header className="tt-tsec__header">
        <h2 id="tt-heading">Test Management</h2>
        <p className="tt-tsec__subtitle">Build tests, then schedule them and assign them to your classes.</p>
      </header>
      <SectionTabs tabs={TABS} active={tab} onChange={setTab} idBase="tt" label="Test Management" />
      <div role="tabpanel" id="tt-panel-create" aria-labelledby="tt-tab-create" hidden={tab !== 'create'}>
        <CreateTab onSaved={() => setVersion((v) => v + 1)} />
      </div>
      <div role="tabpanel" id="tt-panel-manage" aria-labelledby="tt-tab-manage" hidden={tab !== 'manage'}>
        <ManageTab active={tab === 'manage'} version={version} />
      </div>
    </section>
  );
}
