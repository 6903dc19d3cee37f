import { TabPanel, Tabs, useTabbedSection, type TabbedSectionProps } from '../shared/tabs.tsx';
import { ManageTab } from './manage-tab.tsx';
import { materialsMessages } from './messages.ts';
import { UploadTab } from './upload-tab.tsx';
import css from './materials.css?inline';
import { SectionFrame } from '../shared/section-frame.tsx';

const TAB_IDS = ['upload', 'manage'] as const;

export type MaterialsSectionProps = TabbedSectionProps<(typeof TAB_IDS)[number]>;

/** The materials section ('Study Materials'): the Upload and Manage tabs. */
export default function MaterialsSection(props: MaterialsSectionProps) {
  const { teacherId } = props;
  const { m: t, tabs, tab, choose: setTab } = useTabbedSection(css, materialsMessages, TAB_IDS, props);
  return (
    <SectionFrame titleId="materials-title" title={t.title} lead={t.lead} className="materials">
      <div>
        <Tabs label={t.tabsLabel} idPrefix="materials" tabs={tabs} active={tab} onChange={setTab} />
        {/* Upload stays mounted (hidden) so selected files and a running upload survive a tab
            switch; Manage mounts fresh, so it always shows the latest list. */}
        <TabPanel prefix="materials" id="upload" hidden={tab !== 'upload'}>
          <UploadTab teacherId={teacherId} />
        </TabPanel>
        {tab === 'manage' && (
          <TabPanel prefix="materials" id="manage">
            <ManageTab teacherId={teacherId} />
          </TabPanel>
        )}
      </div>
    </SectionFrame>
  );
}
