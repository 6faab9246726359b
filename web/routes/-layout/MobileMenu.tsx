import { Menu, X } from "lucide-react";
import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import styled from "styled-components";
import { buttonStyles, type ButtonStyleProps } from "../../components/Button.tsx";
import { media, theme } from "../../theme/theme.ts";
import type { UserType } from "./__generated__/Navbar_viewer.graphql";

// Radix Dialog loads with the first tap on the button: most visits never open the menu.
const MobileMenuSheet = lazy(() => import("./MobileMenuSheet.tsx").then((module) => ({ default: module.MobileMenuSheet })));

const Toggle = styled.button<ButtonStyleProps>`
  ${buttonStyles}
  ${media.wide} { display: none; }
`;

/**
 * The menu on tablets and phones: this button, and a sheet under the bar (MobileMenuSheet). The
 * button carries what Radix' Dialog.Trigger would (it is outside the lazily loaded dialog).
 */
export function MobileMenu({ viewer }: { viewer: { email: string; userType: UserType } | null }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const sheetId = useId();

  // The sheet is for narrow screens: a window widened past the tablet breakpoint closes it.
  useEffect(() => {
    if (!open) return;
    const narrow = window.matchMedia(`(max-width: ${theme.breakpoints.tablet})`);
    const onChange = () => !narrow.matches && setOpen(false);
    narrow.addEventListener("change", onChange);
    return () => narrow.removeEventListener("change", onChange);
  }, [open]);

  return (
    <>
      <Toggle
        ref={toggle}
        type="button"
        $variant="ghost"
        $size="sm"
        aria-label={open ? "Fechar menu" : "Abrir menu"}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={sheetId}
        data-state={open ? "open" : "closed"}
        onClick={() => {
          setLoaded(true);
          setOpen(!open);
        }}
      >
        {open ? <X size={22} aria-hidden /> : <Menu size={22} aria-hidden />}
      </Toggle>
      {/* Once loaded the sheet stays mounted, closed, as Radix' Dialog.Root would. */}
      {loaded && (
        <Suspense fallback={null}>
          <MobileMenuSheet id={sheetId} open={open} onOpenChange={setOpen} toggle={toggle} viewer={viewer} />
        </Suspense>
      )}
    </>
  );
}
