import { useState } from 'react';
import { CreateTab } from './create-tab.tsx';
import { ManageTab } from './manage-tab.tsx';
import { testsMessages } from './messages.ts';
import { TabPanel, Tabs, useTabbedSection, type TabbedSectionProps } from '../shared/tabs.tsx';
import css from './tests-section.css?inline';
import { SectionFrame } from '../shared/section-frame.tsx';

const TAB_IDS = ['create', 'manage'] as const;

export type TestsSectionProps = TabbedSectionProps<(typeof TAB_IDS)[number]>;

/** The test whose results the URL names (`#tests/manage/results/12`: item 'results/12'). */
const resultsIdOf = (item: string | undefined): number | undefined => {
  const id = /^results\/([1-9][0-9]{0,8})$/.exec(item ?? '')?.[1];
  return id === undefined ? undefined : Number(id);
};

/**
 * The teacher dashboard's tests section ('Test Management'): Create builds a test and saves
 * it to the server as a draft; Manage lists the server's tests with the actions of their status,
 * and opens the Test Results of the test the URL names. Both panels stay mounted so a half-built
 * test survives a look at Manage.
 */
export default function TestsSection(props: TestsSectionProps) {
  const { teacherId, onTabChange } = props;
  const { m, tabs, tab, choose: setTab } = useTabbedSection(css, testsMessages, TAB_IDS, props);
  const [version, setVersion] = useState(0);

  return (
    <SectionFrame titleId="tt-heading" title={m.heading.title} lead={m.heading.lead} className="tt-tsec" part="tests-section">
      <div>
        <Tabs label={m.heading.title} idPrefix="tt" tabs={tabs} active={tab} onChange={setTab} />
        <TabPanel prefix="tt" id="create" hidden={tab !== 'create'}>
          <CreateTab teacherId={teacherId} onSaved={() => setVersion((v) => v + 1)} />
        </TabPanel>
        <TabPanel prefix="tt" id="manage" hidden={tab !== 'manage'}>
          <ManageTab
            active={tab === 'manage'}
            version={version}
            resultsOf={tab === 'manage' ? resultsIdOf(props.item) : undefined}
            onResultsClosed={() => onTabChange?.('manage')}
          />
        </TabPanel>
      </div>
    </SectionFrame>
  );
}
