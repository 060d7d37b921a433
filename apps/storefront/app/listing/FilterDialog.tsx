/**
 * The filter modal of small screens (< 1024 px; spec 000 §2.5 "filter modal" sidebar): the facet
 * panel in a react-aria-components Modal. Loaded on demand on small screens only; without
 * JavaScript the facet panel opens as a `#filters` target instead.
 */
import { type ReactNode, useEffect, useState } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useLocation } from 'react-router';

export default function FilterDialog(props: {
  label: string;
  closeLabel: string;
  resultsLabel: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  // A facet link navigates: the modal stays open so several filters can be chosen in a row,
  // but it closes when the shopper leaves for another page.
  const { pathname } = location;
  useEffect(() => {
    void pathname;
    setOpen(false);
  }, [pathname]);
  return (
    <>
      <Button className="plp-button plp-filter-button" onPress={() => setOpen(true)}>
        {props.label}
      </Button>
      <ModalOverlay className="plp-modal-overlay" isOpen={open} onOpenChange={setOpen} isDismissable>
        <Modal className="plp-modal">
          <Dialog className="plp-dialog" aria-label={props.label}>
            <div className="plp-dialog__head">
              <Heading slot="title" className="plp-dialog__title">
                {props.label}
              </Heading>
              <Button className="button button--link" onPress={() => setOpen(false)}>
                {props.closeLabel}
              </Button>
            </div>
            <div className="plp-dialog__body">{props.children}</div>
            <div className="plp-dialog__foot">
              <Button className="button button--accent" onPress={() => setOpen(false)}>
                {props.resultsLabel}
              </Button>
            </div>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </>
  );
}
