import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";

export type TCreatedAdmin = { email: string; password: string; generated: boolean };

/** Where a generated administrator password goes when no one is at a terminal to read it. */
export function adminPasswordFile(dataDir: string): string {
  return join(dataDir, "admin-password");
}

/**
 * Tells the operator about the main administrator created on first start. A password they chose (ADMIN_PASSWORD) is
 * never repeated. A generated one is shown once on an interactive terminal; otherwise (a service manager, docker
 * logs, CI) it would stay in a log that many people and systems read, so it goes to a file only this user can read,
 * and the output says where.
 */
export async function announceCreatedAdmin(admin: TCreatedAdmin, options: { isTTY: boolean; dataDir: string; print: (line: string) => void }): Promise<void> {
  const { print } = options;
  const rule = "══════════════════════════════════════════════════════════════";
  print("");
  print(rule);
  print("  Administrador principal creado");
  print(`  Correo:     ${admin.email}`);
  if (!admin.generated) {
    print("  Contraseña: la de ADMIN_PASSWORD");
  } else if (options.isTTY) {
    print(`  Contraseña: ${admin.password}`);
    print("  (generada al azar; se muestra solo esta vez: guárdala o cámbiala)");
  } else {
    const file = adminPasswordFile(options.dataDir);
    await mkdir(options.dataDir, { recursive: true });
    await writeFile(file, `${admin.password}\n`, { mode: 0o600 });
    print(`  Contraseña: generada al azar, guardada en ${file} (legible solo por este usuario)`);
    print("  Cámbiala al iniciar sesión y borra ese archivo.");
  }
  print(rule);
  print("");
}
