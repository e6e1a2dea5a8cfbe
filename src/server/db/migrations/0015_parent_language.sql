ALTER TABLE "voice_calls" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "parents" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "content_library" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "message_templates" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "voice_calls" ADD CONSTRAINT "voice_calls_language_check" CHECK (language in ('en', 'es'));--> statement-breakpoint
ALTER TABLE "parents" ADD CONSTRAINT "parents_language_check" CHECK (language in ('en', 'es'));--> statement-breakpoint
ALTER TABLE "content_library" ADD CONSTRAINT "content_library_language_check" CHECK (language in ('en', 'es'));--> statement-breakpoint
ALTER TABLE "message_templates" ADD CONSTRAINT "message_templates_language_check" CHECK (language in ('en', 'es'));--> statement-breakpoint
INSERT INTO "content_library" ("content_type", "title", "content", "frequency", "tags", "season", "mood", "is_system_content", "language") VALUES
	('fun_fact', 'Tres corazones', 'El pulpo tiene tres corazones, y su sangre es azul.', 'weekly', ARRAY['animales', 'mar'], 'any', 'cheerful', true, 'es'),
	('fun_fact', 'De la mano', 'Las nutrias marinas a menudo se toman de las patas mientras duermen para no separarse.', 'weekly', ARRAY['animales', 'mar'], 'any', 'caring', true, 'es'),
	('fun_fact', 'Rosados por lo que comen', 'Los flamencos son rosados por los camarones y las algas que comen.', 'weekly', ARRAY['animales'], 'any', 'cheerful', true, 'es'),
	('fun_fact', 'Una baya sorprendente', 'Para un botánico, el plátano es una baya y la fresa no lo es.', 'weekly', ARRAY['comida', 'naturaleza'], 'any', 'cheerful', true, 'es'),
	('fun_fact', 'Una torre que crece', 'La Torre Eiffel mide varios centímetros más en un día caluroso de verano, porque su hierro se dilata con el calor.', 'seasonal', ARRAY['lugares', 'ciencia'], 'summer', 'cheerful', true, 'es'),
	('fun_fact', 'Días largos en Venus', 'Un día en Venus dura más que su año: gira una vez cada 243 días terrestres, pero da la vuelta al Sol en 225.', 'weekly', ARRAY['espacio', 'ciencia'], 'any', 'professional', true, 'es'),
	('fun_fact', 'Una guerra muy corta', 'La guerra más corta de la que se tiene registro, entre Gran Bretaña y Zanzíbar en 1896, duró menos de una hora.', 'weekly', ARRAY['historia'], 'any', 'professional', true, 'es'),
	('fun_fact', 'En forma de cubo', 'Los wombats son los únicos animales que dejan excrementos en forma de cubo.', 'weekly', ARRAY['animales'], 'any', 'cheerful', true, 'es'),
	('fun_fact', 'El primer crucigrama', 'El primer crucigrama se publicó en un periódico de Nueva York en diciembre de 1913.', 'weekly', ARRAY['historia', 'pasatiempos'], 'winter', 'professional', true, 'es'),
	('fun_fact', 'Sabor con los pies', 'Las mariposas sienten el sabor de su comida con sensores en las patas.', 'seasonal', ARRAY['animales', 'naturaleza'], 'spring', 'cheerful', true, 'es'),
	('fun_fact', 'Más caliente que el Sol', 'Un rayo es unas cinco veces más caliente que la superficie del Sol.', 'seasonal', ARRAY['clima', 'ciencia'], 'summer', 'professional', true, 'es'),
	('fun_fact', 'No es una nuez', 'El cacahuate no es una nuez: es una legumbre, como los chícharos y los frijoles.', 'weekly', ARRAY['comida'], 'any', 'cheerful', true, 'es'),
	('fun_fact', 'Vuelo hacia atrás', 'Los colibríes pueden volar hacia atrás, y su corazón puede latir más de mil veces por minuto.', 'seasonal', ARRAY['animales', 'naturaleza'], 'spring', 'cheerful', true, 'es'),
	('fun_fact', 'Koalas dormilones', 'Los koalas duermen hasta 20 horas al día.', 'weekly', ARRAY['animales'], 'any', 'caring', true, 'es'),
	('fun_fact', 'Colores de otoño', 'Los amarillos y naranjas de las hojas de otoño están ahí todo el verano; se ven cuando se apaga el verde de la clorofila.', 'seasonal', ARRAY['naturaleza', 'ciencia'], 'fall', 'caring', true, 'es'),
	('fun_fact', 'Copos de seis lados', 'Casi todos los copos de nieve tienen seis lados, por la forma en que se unen las moléculas de agua al congelarse.', 'seasonal', ARRAY['clima', 'ciencia'], 'winter', 'caring', true, 'es'),
	('greeting', 'Mañana soleada', '¡Buenos días! Esperamos que el sol brille donde usted esté hoy.', 'daily', ARRAY['mañana'], 'any', 'cheerful', true, 'es'),
	('greeting', 'Pensando en usted', '¡Hola! Su familia está pensando en usted hoy.', 'daily', ARRAY['familia'], 'any', 'caring', true, 'es'),
	('greeting', 'Saludo diario', 'Buen día. Este es su saludo diario de parte de la familia.', 'daily', ARRAY['mañana'], 'any', 'professional', true, 'es'),
	('check_in_question', '¿Cómo se siente?', '¿Cómo se siente hoy?', 'daily', ARRAY['salud'], 'any', 'caring', true, 'es'),
	('check_in_question', '¿Durmió bien?', '¿Durmió bien anoche?', 'daily', ARRAY['salud', 'sueño'], 'any', 'caring', true, 'es'),
	('check_in_question', 'Medicina', '¿Ya tomó su medicina de la mañana?', 'daily', ARRAY['salud', 'medicina'], 'any', 'professional', true, 'es'),
	('follow_up', 'Qué gusto', 'Gracias por avisarnos. ¡Qué gusto que esté bien!', 'daily', ARRAY['respuesta'], 'any', 'cheerful', true, 'es'),
	('follow_up', 'Hasta mañana', 'Que tenga un lindo día. Mañana le escribimos de nuevo.', 'daily', ARRAY['respuesta'], 'any', 'caring', true, 'es');
