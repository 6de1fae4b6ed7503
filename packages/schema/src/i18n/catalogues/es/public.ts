import type { PartCatalogue } from '../../catalogue.ts';

export default {
  'landing.heroTitle': 'Crea tu currículum con IA',
  'landing.heroText':
    'Crea varios currículums a partir de plantillas listas para usar con nuestro creador de currículums con IA.',
  'landing.start': 'Empieza a crear tu currículum',
  'landing.atsTeaser': '¿Ya tienes un currículum? <link>Comprueba cómo lo lee un ATS</link>, gratis y sin cuenta.',
  'landing.howItWorks': 'Cómo funciona',
  'landing.step': 'Paso {number}',
  'landing.step1Title': 'Completa un formulario inteligente',
  'landing.step1Text': 'Cuéntanos tu puesto, tus habilidades y tu trayectoria en un formulario guiado.',
  'landing.step2Title': 'Genera y personaliza con IA',
  'landing.step2Text': 'Obtén resúmenes y secciones redactados por la IA y hazlos tuyos.',
  'landing.step3Title': 'Descarga tu currículum',
  'landing.step3Text': 'Elige una plantilla profesional y descarga tu currículum en PDF.',
  'landing.testimonials': 'Lo que dicen nuestros usuarios',
  'landing.testimonial1Role': 'Desarrolladora frontend',
  'landing.testimonial1Quote':
    '«Creé tres currículums a medida en una tarde. El resumen de la IA me dio un excelente punto de partida».',
  'landing.testimonial2Role': 'Analista de datos',
  'landing.testimonial2Quote':
    '«Con la vista previa del PDF en tiempo real no hubo sorpresas. Descargué un currículum impecable y conseguí entrevistas».',
  'landing.testimonialBy': '<b>{who}</b>, {job}',
  'landing.footerNav': 'Acerca de',
  'landing.terms': 'Términos del servicio',
  'landing.privacy': 'Política de privacidad',
  'landing.madeBy': 'Hecho con cariño por quienes contribuyen a Vitae.',

  'about.intro':
    'Vitae ayuda a quienes buscan empleo a crear currículums profesionales rápidamente con la ayuda de la IA.',
  'about.features': 'Características',
  'about.qualityTitle': 'Calidad profesional',
  'about.qualityText':
    'Plantillas diseñadas para convencer a reclutadores y a los sistemas de seguimiento de candidatos.',
  'about.tailoredTitle': 'Hecho a tu medida',
  'about.tailoredText': 'Sugerencias de la IA basadas en tu puesto, tus habilidades y tu experiencia.',
  'about.futureTitle': 'Preparado para el futuro',
  'about.futureText': 'Mantén varios currículums al día y descárgalos siempre que los necesites.',
  'about.mission': 'Misión',
  'about.missionText': 'Dar a todas las personas un currículum que muestre lo mejor de sí, en minutos y gratis.',
  'about.vision': 'Visión',
  'about.visionText': 'Un mundo en el que un buen currículum nunca sea la razón por la que alguien pierde un empleo.',
  'about.start': 'Empieza tu currículum',

  'publicResume.protected': 'Currículum protegido',
  'publicResume.password': 'Contraseña',
  'publicResume.opening': 'Abriendo',
  'publicResume.open': 'Abrir currículum',
  'publicResume.home': 'Ir a la página de inicio',
  'publicResume.tabTitle': '{who} – Vitae',
  'publicResume.downloadPdf': 'Descargar PDF',
  'publicResume.notFound': 'Enlace no encontrado',
  'publicResume.openFailed': 'No se pudo abrir el currículum',

  'view.title': '¡Enhorabuena! ¡Tu currículum generado con IA está listo!',
  'view.text': 'Ahora puedes descargar tu currículum y compartirlo con reclutadores.',
  'view.generating': 'Generando',
  'view.generatingNow': 'Generando…',
  'view.download': 'Descargar currículum',
  'view.backToEditor': 'Volver al editor',

  'public.tryAgain': 'Intentar de nuevo',
  'public.signIn': 'Iniciar sesión',
  'public.backToDashboard': 'Volver al panel',

  'legal.terms': `# Términos del servicio

Esta instancia de Vitae la gestiona su operador, no los autores del software Vitae. Estos términos predeterminados se aplican hasta que el operador los sustituya (consulta docs/accounts.md en el repositorio de Vitae).

## Tu cuenta

- Guardas para ti la contraseña, los códigos de verificación en dos pasos y las llaves de acceso de tu cuenta. Eres responsable de lo que se haga con tu cuenta.
- Puedes eliminar tu cuenta en cualquier momento desde la página de la cuenta; todo lo que contiene se elimina con ella.

## Tu contenido

- Lo que escribes —currículums, cartas de presentación, notas— es tuyo. El operador lo guarda solo para prestarte el servicio: mostrarlo, generarlo en PDF y en otros formatos, y compartirlo donde actives el uso compartido.
- No subes contenido sobre el que no tengas derechos o que infrinja la ley.

## El servicio

- El servicio se ofrece tal cual, sin ninguna garantía. El operador puede cambiarlo o darlo por terminado; debería avisarte con antelación suficiente para que puedas exportar tus datos (página de la cuenta, «Exportar»).
- El operador puede suspender una cuenta que haga un uso indebido del servicio (por ejemplo, intentando acceder a otras cuentas).

## Contacto

Las preguntas sobre estos términos se dirigen al operador de esta instancia.
`,
  'legal.privacy': `# Política de privacidad

Esta instancia de Vitae la gestiona su operador. Esta política predeterminada describe lo que el software Vitae hace con los datos personales; el operador puede sustituirla por la suya.

## Qué se guarda

- **Tu cuenta**: tu correo electrónico, tu nombre, un hash de tu contraseña (nunca la contraseña en sí), si tu dirección está verificada, tu configuración de verificación en dos pasos y tus llaves de acceso (solo las claves públicas), y tus sesiones iniciadas (la descripción que el navegador da de sí mismo y cuándo se usó por última vez).
- **Tus documentos**: los currículums que escribes, su historial y sus PDF generados, tu diccionario y los enlaces para compartir que creas, con sus recuentos de visitas.

## Qué se envía a otros

- **Correo electrónico**: los mensajes sobre tu cuenta (restablecimiento de la contraseña, verificación de la dirección, avisos de seguridad) pasan por el servidor de correo del operador.
- **Ayuda de redacción con IA**: solo si el operador ha configurado un proveedor de IA, y solo cuando pides ayuda, se envía a ese proveedor el texto necesario para esa solicitud. Sin proveedor, la ayuda de redacción se ejecuta en este servidor.
- **Inicio de sesión con Google**: solo si lo eliges; Google sabe entonces que iniciaste sesión aquí.
- Nada más: sin analíticas, sin publicidad, sin rastreo.

## Tus derechos

- Puedes ver, exportar (página de la cuenta, «Exportar») y eliminar (página de la cuenta, «Eliminar cuenta») todo lo que se guarda sobre ti en cualquier momento. Al eliminar tu cuenta se eliminan también tus documentos.

## Contacto

Las preguntas sobre tus datos se dirigen al operador de esta instancia.
`,
} satisfies PartCatalogue<'public'>;
