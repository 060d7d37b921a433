/**
 * The filter modal of small screens (< 1024 px; spec 000 §2.5 "filter modal" sidebar): the facet
 * panel in a react-aria-components Modal. Its code loads when the shopper first opens it (the
 * listing's own button opens it); without JavaScript the facet panel opens as the `#filters` target.
 */
import { type ReactNode, useEffect, useRef } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useLocation } from 'react-router';

export default function FilterDialog(props: {
  isOpen: boolean;
  onOpenChange(open: boolean): void;
  label: string;
  closeLabel: string;
  resultsLabel: string;
  children: ReactNode;
}) {
  const { onOpenChange } = props;
  const { pathname } = useLocation();
  // Facet links keep the modal open (several filters in a row); leaving the listing closes it.
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    onOpenChange(false);
  }, [pathname, onOpenChange]);
  return (
    <ModalOverlay
      className="plp-modal-overlay"
      isOpen={props.isOpen}
      onOpenChange={onOpenChange}
      isDismissable
    >
      <Modal className="plp-modal">
        <Dialog className="plp-dialog">
          <div className="plp-dialog__head">
            <Heading slot="title" className="plp-dialog__title">
              {props.label}
            </Heading>
            <Button className="plp-button" onPress={() => onOpenChange(false)}>
              {props.closeLabel}
            </Button>
          </div>
          <div className="plp-dialog__body">{props.children}</div>
          <div className="plp-dialog__foot">
            <Button className="plp-button plp-button--primary" onPress={() => onOpenChange(false)}>
              {props.resultsLabel}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
