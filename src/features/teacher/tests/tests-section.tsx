import { useState } from 'react';
import { CreateTab } from './create-tab.tsx';
import { ManageTab } from './manage-tab.tsx';
import { panelId, tabId, Tabs, useTab } from '../shared/tabs.tsx';
import { useSectionStyles } from '../shared/use-section-styles.ts';
import css from './tests-section.css?inline';

const TABS = [
  { id: 'create', label: 'Create' },
  { id: 'manage', label: 'Manage' },
] as const;

export interface TestsSectionProps {
  teacherId: string;
  teacherName: string;
  /** The dashboard's tab (its URL): `create` or `manage`. */
  tab?: string;
  onTabChange?: (tab: 'create' | 'manage') => void;
}

/**
 * The teacher dashboard's tests section ('Test Management'): Create builds a test and saves
 * it to the server as a draft; Manage lists the server's tests with the actions of their status.
 * Both panels stay mounted so a half-built test survives a look at Manage.
 */
export default function TestsSection({ teacherId, tab: routedTab, onTabChange }: TestsSectionProps) {
  useSectionStyles(css);
  const [tab, setTab] = useTab(TABS, routedTab, onTabChange);
  const [version, setVersion] = useState(0);

  return (
    <section className="section tt-tsec" aria-labelledby="tt-heading" part="tests-section">
      <div className="section__head">
        <div>
          <h2 id="tt-heading" className="section__title">
            Test Management
          </h2>
          <p className="section__lead">Build tests, then schedule them and assign them to your classes.</p>
        </div>
      </div>
      <div>
        <Tabs label="Test Management" idPrefix="tt" tabs={TABS} active={tab} onChange={setTab} />
        <div role="tabpanel" id={panelId('tt', 'create')} aria-labelledby={tabId('tt', 'create')} hidden={tab !== 'create'}>
          <CreateTab teacherId={teacherId} onSaved={() => setVersion((v) => v + 1)} />
        </div>
        <div role="tabpanel" id={panelId('tt', 'manage')} aria-labelledby={tabId('tt', 'manage')} hidden={tab !== 'manage'}>
          <ManageTab active={tab === 'manage'} version={version} />
        </div>
      </div>
    </section>
  );
}
