/**
 * Accordion and Tabs on react-aria-components (keyboard and ARIA handled there). A chunk of its
 * own (registry.ts): React Aria's disclosure and tabs weigh ~35 kB gzipped, which pages without
 * these blocks (the home page) should not download.
 */
import type { AccordionProps, TabsProps } from '@toolyard/content/blocks';
import { useId } from 'react';
import {
  Tabs as AriaTabs,
  Button,
  Disclosure,
  DisclosureGroup,
  DisclosurePanel,
  Heading,
  Tab,
  TabList,
  TabPanel,
} from 'react-aria-components';
import { Icon } from '../icons.tsx';
import type { BlockPosition } from './environment.tsx';
import { SectionTitle } from './InteractiveBlocks.tsx';
import { SmartLink } from './links.tsx';

type Positioned<P> = P & { position: BlockPosition };

export function Accordion(props: Positioned<AccordionProps>) {
  const id = useId();
  return (
    <section className="tb-section tb-accordion" aria-labelledby={props.title ? id : undefined}>
      <SectionTitle id={id} title={props.title} />
      <DisclosureGroup allowsMultipleExpanded={props.allowMultiple}>
        {props.items.map((item, index) => (
          <Disclosure key={item.title} id={`item-${index}`} className="tb-accordion__item">
            <Heading level={3} className="tb-accordion__heading">
              <Button slot="trigger" className="tb-accordion__trigger">
                <span>{item.title}</span>
                <Icon name="chevron-right" size={18} className="tb-accordion__chevron" />
              </Button>
            </Heading>
            <DisclosurePanel className="tb-accordion__panel">
              {item.paragraphs.map((text) => (
                <p key={text}>{text}</p>
              ))}
            </DisclosurePanel>
          </Disclosure>
        ))}
      </DisclosureGroup>
    </section>
  );
}

export function Tabs(props: Positioned<TabsProps>) {
  const id = useId();
  return (
    <section className="tb-section tb-tabs-block" aria-labelledby={props.title ? id : undefined}>
      <SectionTitle id={id} title={props.title} />
      <AriaTabs className="tb-tabs-block__tabs">
        <TabList
          className="tb-tabs"
          {...(props.title ? { 'aria-labelledby': id } : { 'aria-label': props.tabs[0]?.label })}
        >
          {props.tabs.map((tab, index) => (
            <Tab key={tab.label} id={`tab-${index}`} className="tb-tab">
              {tab.label}
            </Tab>
          ))}
        </TabList>
        {props.tabs.map((tab, index) => (
          <TabPanel key={tab.label} id={`tab-${index}`} className="tb-tabs-block__panel">
            {tab.paragraphs.map((text) => (
              <p key={text}>{text}</p>
            ))}
            {tab.link ? (
              <p>
                <SmartLink href={tab.link.href} className="tb-link-arrow">
                  {tab.link.label}
                </SmartLink>
              </p>
            ) : null}
          </TabPanel>
        ))}
      </AriaTabs>
    </section>
  );
}
